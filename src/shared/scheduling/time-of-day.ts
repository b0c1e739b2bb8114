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

/** "09:30" (24-hour, as `<input type="time">` gives it) → 570; undefined for anything else. "24:00" is the end of the day. */
export function parseClock(value: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : undefined;
}

/** 570 → "09:30": minutes after midnight as a 24-hour clock, the form of `<input type="time">`. */
export function clock(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 24 * 60) throw new RangeError(`Not a clock time in minutes: ${minutes}`);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
