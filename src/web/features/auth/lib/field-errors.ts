export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * After a submit with errors, moves focus to the first invalid field (in form order),
 * where its message is read with it. Returns whether there was one.
 */
export function focusFirstInvalid<Field extends string>(
  form: HTMLFormElement,
  order: readonly Field[],
  errors: FieldErrors<Field>,
): boolean {
  const first = order.find((field) => errors[field]);
  if (first === undefined) return false;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
  return true;
}
