import { petCoatNames, petSizeNames, vaccineNames } from '@shared/contracts/pet-care-names';
import { formatDate, formatDuration } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import type { Translate } from '../../lib/i18n';
import type { AppointmentPetCare } from '../pets/pet-care.service';

/**
 * What the appointment's mail and calendar entry say about the pet (issue 14): the
 * duration booked for it (its size and coat may make it longer), its size and coat, and
 * the vaccines the service requires as they are on record.
 */
export function petCareLines(
  t: Translate,
  appointment: { serviceDurationMinutes: number },
  petCare: AppointmentPetCare | undefined,
  locale: Locale,
): string[] {
  const lines = [t('mail.appointment.duration', { duration: formatDuration(appointment.serviceDurationMinutes, locale) })];
  if (!petCare) return lines;
  if (petCare.size) lines.push(t('mail.appointment.petSize', { size: t(petSizeNames[petCare.size]) }));
  if (petCare.coat) lines.push(t('mail.appointment.petCoat', { coat: t(petCoatNames[petCare.coat]) }));
  if (petCare.vaccines.length > 0) {
    const items = petCare.vaccines.map(({ vaccine, expiresOn, verified }) => {
      const name = t(vaccineNames[vaccine]);
      if (expiresOn === null) return t('mail.appointment.vaccineMissing', { vaccine: name });
      const date = formatDate(expiresOn, locale);
      return verified ? t('mail.appointment.vaccineVerified', { vaccine: name, date }) : t('mail.appointment.vaccineOnRecord', { vaccine: name, date });
    });
    lines.push(t('mail.appointment.vaccines', { vaccines: items.join('; ') }));
  }
  return lines;
}
