import { bookingMessages } from '@shared/contracts/booking';
import { addDaysToDate, checkBookableDate, todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';

const { timeZone } = siteConfig;
const { horizonDays } = siteConfig.booking;

/** The date input's bounds: today in the business time zone to today + the horizon, as the server allows. */
export function bookableDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = todayInZone(now, timeZone);
  return { min, max: addDaysToDate(min, horizonDays) };
}

/** Why a picked date cannot be booked, in the server's words; undefined when it can (or none is picked). */
export function bookableDateError(date: string, now: Date = new Date()): string | undefined {
  if (date === '') return undefined;
  const check = checkBookableDate({ date, now, timeZone, horizonDays });
  if (check.ok) return undefined;
  if (check.reason === 'past') return bookingMessages.pastDate;
  if (check.reason === 'beyond-horizon') return bookingMessages.beyondHorizon(horizonDays);
  return 'Please select a valid date.';
}
