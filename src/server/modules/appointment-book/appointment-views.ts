import type { ConsoleAppointment } from '@shared/contracts/appointment-book';
import type { Appointment, PetType } from '@shared/contracts/booking';
import { BREED_NOT_SPECIFIED } from '@shared/contracts/pets';
import type { ProviderAppointment } from '@shared/contracts/providers';
import type { WaiverAccepted } from '@shared/contracts/waivers';
import { formatDuration } from '@shared/i18n/format';
import { defaultLocale } from '@shared/i18n/locales';
import { changeRefusal, closeRefusal } from '@shared/scheduling/appointment-rules';
import { instantToZoned, slotLabel } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { AppointmentRow } from './appointments.repo';

/** The one mapping of an appointment row to what the API shows, in the business time zone. */
export function toAppointment(row: AppointmentRow, providerName: string | null): Appointment {
  const local = instantToZoned(row.startsAt, siteConfig.timeZone);
  return {
    id: row.id,
    service: {
      id: row.serviceId,
      name: row.serviceName,
      description: row.serviceDescription,
      duration: formatDuration(row.serviceDurationMinutes, defaultLocale),
      petTypes: row.servicePetTypes as PetType[],
    },
    petId: row.petId,
    petName: row.petName,
    petType: row.petType as PetType,
    petAge: row.petAge,
    petBreed: row.petBreed ?? BREED_NOT_SPECIFIED,
    date: local.date,
    time: slotLabel(local.minutes),
    priceCents: row.servicePriceCents,
    specialInstructions: row.specialInstructions,
    status: row.status,
    providerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    startsAt: row.startsAt.toISOString(),
    seriesId: row.seriesId,
  };
}

/** The same appointment as its provider sees it: the owner's name instead of prices and provider. */
export function toProviderAppointment(row: AppointmentRow, ownerName: string, waiver?: WaiverAccepted, reportCardWritten = false): ProviderAppointment {
  const { id, date, time, startsAt, petName, petType, petBreed, petAge, specialInstructions, status, service } = toAppointment(row, null);
  return {
    id,
    date,
    time,
    startsAt,
    petName,
    petType,
    petBreed,
    petAge,
    serviceName: service.name,
    ownerName,
    specialInstructions,
    status,
    reassignedToYou: row.reassignedAt !== null,
    ...(waiver && { waiver }),
    ...(reportCardWritten && { reportCardWritten: true as const }),
  };
}

/** The same appointment in the owner's book: who, which pet, which service, when, and what may still be done with it. */
export function toConsoleAppointment(
  row: AppointmentRow,
  providerNames: ReadonlyMap<number, string>,
  customer: { name: string; email: string } | undefined,
  now: Date,
  waiver?: WaiverAccepted,
  reportCardWritten = false,
): ConsoleAppointment {
  const start = instantToZoned(row.startsAt, siteConfig.timeZone);
  const end = instantToZoned(row.endsAt, siteConfig.timeZone);
  const provider = (id: number) => ({ id, displayName: providerNames.get(id) ?? '' });
  return {
    id: row.id,
    date: start.date,
    time: slotLabel(start.minutes),
    endTime: slotLabel(end.minutes),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    provider: provider(row.providerId),
    reassignedAt: row.reassignedAt?.toISOString() ?? null,
    previousProvider: row.previousProviderId === null ? null : provider(row.previousProviderId),
    customer: { name: customer?.name ?? '', email: customer?.email ?? '' },
    pet: { name: row.petName, type: row.petType as PetType },
    service: { id: row.serviceId, name: row.serviceName, durationMinutes: row.serviceDurationMinutes },
    specialInstructions: row.specialInstructions,
    changeable: changeRefusal(row, now) === undefined,
    noShowable: closeRefusal(row, now) === undefined,
    ...(waiver && { waiver }),
    seriesId: row.seriesId,
    ...(reportCardWritten && { reportCardWritten: true as const }),
  };
}

/** What an appointment's events are about (D27): the appointment, its service and provider; never the customer. */
export const appointmentSubject = (row: AppointmentRow) => ({ appointmentId: row.id, serviceId: row.serviceId, providerId: row.providerId });
