/**
 * A calendar date (yyyy-mm-dd) written out in full: "Monday, March 15, 2027".
 * The date is already a day in the business time zone, so it is formatted as a
 * UTC noon: no machine zone can move it to another day.
 */
export function formatLongDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}
