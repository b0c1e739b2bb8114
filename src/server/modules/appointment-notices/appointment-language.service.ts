import type { Appointment } from '@shared/contracts/booking';
import type { Locale } from '@shared/i18n/locales';
import type { Executor } from '../../db/database';
import { translationsOf } from '../catalog/translations.service';

/**
 * Appointments keep the English name of the service they were booked for; a reader sees
 * the owner's words for it in their own language, where there are some (issue 16).
 */
/** Appointments with each service under the owner's name for it in `locale`; the same array when there are none. */
export async function appointmentsInLanguage(db: Executor, appointments: Appointment[], locale: Locale): Promise<Appointment[]> {
  const words = await translationsOf(db, 'service', appointments.map((appointment) => appointment.service.id), locale);
  if (words.size === 0) return appointments;
  return appointments.map((appointment) => {
    const own = words.get(appointment.service.id);
    return own
      ? { ...appointment, service: { ...appointment.service, name: own.name ?? appointment.service.name, description: own.description ?? appointment.service.description } }
      : appointment;
  });
}

/** Appointment rows as a reader of `locale` reads them in a mail or a calendar file: the service under the owner's name for it there. */
export async function rowsInLanguage<Row extends { serviceId: string; serviceName: string }>(db: Executor, rows: Row[], locale: Locale): Promise<Row[]> {
  const words = await translationsOf(db, 'service', rows.map((row) => row.serviceId), locale);
  if (words.size === 0) return rows;
  return rows.map((row) => {
    const name = words.get(row.serviceId)?.name;
    return name ? { ...row, serviceName: name } : row;
  });
}

/** A booking route's answer (one appointment, alone or as `appointment`, or a list of them) in the reader's language; any other answer as it is. */
export async function bookingAnswerInLanguage(db: Executor, payload: unknown, locale: Locale): Promise<unknown> {
  if (isAppointment(payload)) return (await appointmentsInLanguage(db, [payload], locale))[0];
  const one = (payload as { appointment?: unknown } | null)?.appointment;
  if (isAppointment(one)) return { ...(payload as object), appointment: (await appointmentsInLanguage(db, [one], locale))[0] };
  const list = (payload as { appointments?: unknown } | null)?.appointments;
  if (Array.isArray(list) && list.every(isAppointment)) return { ...(payload as object), appointments: await appointmentsInLanguage(db, list, locale) };
  return payload;
}

const isAppointment = (value: unknown): value is Appointment =>
  typeof value === 'object' && value !== null && typeof (value as Appointment).service?.id === 'string' && typeof (value as Appointment).startsAt === 'string';
