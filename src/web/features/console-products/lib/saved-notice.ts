/** What the form hands the list after a save (router state), so the list can say what happened. */
export interface ProductSaved {
  productSaved: { name: string; created: boolean };
}

export const productSavedState = (name: string, created: boolean): ProductSaved => ({ productSaved: { name, created } });

/** The save the list was sent here from, if any (history state may hold anything). */
export function productSavedOf(state: unknown): ProductSaved['productSaved'] | undefined {
  const saved = (state as Partial<ProductSaved> | null)?.productSaved;
  return saved && typeof saved.name === 'string' ? saved : undefined;
}
