import { siteConfig } from '@shared/site-config/site-config';

const formatter = new Intl.DateTimeFormat(siteConfig.locale, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: siteConfig.timeZone,
});

/** An order's moment as the shop's customers read it: in the business time zone, "November 21, 2026 at 2:35 p.m.". */
export function formatOrderDate(iso: string): string {
  return formatter.format(new Date(iso));
}
