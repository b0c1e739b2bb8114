/** The Cart link's accessible name with the badge's count: "Cart, 1 item", "Cart, 3 items"; plain "Cart" at 0. */
export function cartLinkLabel(itemCount: number): string {
  if (itemCount <= 0) return 'Cart';
  return `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
}
