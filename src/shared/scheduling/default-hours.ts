/**
 * A provider's working day until the shop sets another (D7, D28): 9:00 to 17:00 in the
 * business time zone, in minutes after midnight. It gives the spec's 16 half-hour
 * slot starts, 9:00 AM to 4:30 PM.
 */
export const DEFAULT_WORKING_HOURS = { startMinute: 9 * 60, endMinute: 17 * 60 } as const;

/** Every day of the week (0 = Sunday … 6 = Saturday) at the default hours. */
export const DEFAULT_WEEKLY_HOURS: ReadonlyArray<{ weekday: number; startMinute: number; endMinute: number }> = [
  0, 1, 2, 3, 4, 5, 6,
].map((weekday) => ({ weekday, ...DEFAULT_WORKING_HOURS }));
