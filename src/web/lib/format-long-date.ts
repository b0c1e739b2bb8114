import { formatLongDate as formatLongDateIn } from '@shared/scheduling/long-date';
import { siteConfig } from '@shared/site-config/site-config';

/** "Monday, March 15, 2027" for an appointment's yyyy-mm-dd date (already a day in the business zone). */
export function formatLongDate(date: string): string {
  return formatLongDateIn(date, siteConfig.locale);
}
