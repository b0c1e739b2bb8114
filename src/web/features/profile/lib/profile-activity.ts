import type { Appointment } from '@shared/contracts/booking';
import { siteConfig } from '@shared/site-config/site-config';

/** Spec §2 Profile: the recent activity is the appointment booked last (latest createdAt). */
export function latestAppointment(appointments: readonly Appointment[]): Appointment | undefined {
  let latest: Appointment | undefined;
  for (const appointment of appointments) {
    if (!latest || Date.parse(appointment.createdAt) > Date.parse(latest.createdAt)) latest = appointment;
  }
  return latest;
}

/** The day a moment fell on in the shop's time zone: "November 21, 2026". */
export function formatShopDay(instant: string): string {
  return new Intl.DateTimeFormat(siteConfig.locale, { dateStyle: 'long', timeZone: siteConfig.timeZone }).format(
    new Date(instant),
  );
}

export const itemCountLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
