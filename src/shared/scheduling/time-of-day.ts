// Apart from slots.ts, with no calendar import: the site's formatting (shared/i18n) needs
// the label on every page, and the time-zone library only where booking does.

/** "9:00 AM", "12:30 PM", "4:30 PM": the label the spec shows and stores for a time. */
export function slotLabel(minutes: number): string {
  assertTimeOfDay(minutes);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Throws unless `minutes` is a whole minute of a day (0 to 1439). */
export function assertTimeOfDay(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`Not a time of day in minutes: ${minutes}`);
  }
}
