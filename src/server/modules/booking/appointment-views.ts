import type { Appointment, PetType } from '@shared/contracts/booking';
import { BREED_NOT_SPECIFIED } from '@shared/contracts/pets';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { formatCatalogPrice, formatDuration } from '@shared/i18n/format';
import { defaultLocale } from '@shared/i18n/locales';
import { instantToZoned, slotLabel } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { AppointmentRow } from './booking.repo';

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
      price: formatCatalogPrice(row.servicePriceCents, defaultLocale),
    },
    petName: row.petName,
    petType: row.petType as PetType,
    petAge: row.petAge,
    petBreed: row.petBreed ?? BREED_NOT_SPECIFIED,
    date: local.date,
    time: slotLabel(local.minutes),
    price: formatCatalogPrice(row.servicePriceCents, defaultLocale),
    priceCents: row.servicePriceCents,
    specialInstructions: row.specialInstructions,
    status: row.status,
    providerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    startsAt: row.startsAt.toISOString(),
  };
}

/** The same appointment as its provider sees it: the owner's name instead of prices and provider. */
export function toProviderAppointment(row: AppointmentRow, ownerName: string): ProviderAppointment {
  const { id, date, time, startsAt, petName, petType, petBreed, petAge, specialInstructions, status, service } = toAppointment(row, null);
  return { id, date, time, startsAt, petName, petType, petBreed, petAge, serviceName: service.name, ownerName, specialInstructions, status };
}
