/**
 * Whether a first page of appointments made earlier is still the one a reader would get
 * now, its book unchanged: it lists the upcoming ones (starting at or after the moment it
 * was made), soonest first, so it changes exactly when its first one starts and moves to
 * the older side. A page with none upcoming has nothing that time can move.
 */
export function firstPageHolds(upcoming: ReadonlyArray<{ startsAt: Date }>, now: Date): boolean {
  const first = upcoming[0];
  return first === undefined || now.getTime() <= first.startsAt.getTime();
}
