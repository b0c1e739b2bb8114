import { dateRefusalMessage } from '@shared/contracts/booking';
import type { Message } from '@shared/i18n/message';
import { addDaysToDate, checkBookableDate, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';

const { timeZone } = siteConfig;
const { horizonDays } = siteConfig.booking;

/** The date input's bounds: today in the business time zone to today + the horizon, as the server allows. */
export function bookableDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = todayInZone(now, timeZone);
  return { min, max: addDaysToDate(min, horizonDays) };
}

/** Why a picked date cannot be booked, as the server says it; undefined when it can (or none is picked). */
export function bookableDateError(date: string, now: Date = new Date()): Message | undefined {
  if (date === '') return undefined;
  const check = checkBookableDate({ date, now, timeZone, horizonDays });
  return check.ok ? undefined : dateRefusalMessage(check, horizonDays);
}
