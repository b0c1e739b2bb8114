import * as z from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { vaccineNames } from '@shared/contracts/pet-care-names';
import type { Vaccine } from '@shared/contracts/pet-care';
import { formatDate } from '@shared/i18n/format';
import type { Locale } from '@shared/i18n/locales';
import { currentVaccinations } from '@shared/pet-care/vaccinations';
import { todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database } from '../../db/database';
import { simpleHtml } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import { contactsOf } from '../accounts/accounts.service';
import type { JobHandler } from '../jobs/jobs.service';
import { enqueueMail, type OutgoingMail } from '../mail/mail.service';
import { findPetById } from './pets.repo';
import { petPageUrl, VACCINE_REMINDER_JOB } from './vaccinations.service';
import { findVaccinationById, findVaccinationsOfPets } from './vaccinations.repo';

const payloadSchema = z.object({ vaccinationId: z.uuid() });

/**
 * The `vaccine-expiry-reminder` job (issue 14), due 30 days before a recorded
 * vaccination runs out: the pet's owner is emailed, unless the record or the pet is gone
 * or a newer record of the same vaccine already lasts longer (renewed meanwhile). Every
 * recorded vaccine is reminded, not only those an upcoming booking needs: the customer
 * recorded it for the shop's services, and knowing a month ahead lets them renew before
 * they book, rather than find out at step 2.
 *
 * Exactly once: the job is unique per record, and the mail it queues carries its own
 * unique key, so a run repeated after a lost lease or by a second server queues nothing.
 */
export function vaccineReminderJob(context: {
  db: Database;
  log: FastifyBaseLogger;
  baseUrl: string;
  now: () => Date;
  /** Runs the queued mail soon, rather than at the worker's next poll. */
  kick: () => void;
}): JobHandler {
  return async (payload) => {
    const { vaccinationId } = payloadSchema.parse(payload);
    const { db } = context;
    const record = await findVaccinationById(db, vaccinationId);
    const pet = record && (await findPetById(db, record.petId));
    if (!record || !pet) return;
    const records = (await findVaccinationsOfPets(db, [pet.id])).map((row) => ({ ...row, vaccine: row.vaccine as Vaccine }));
    const current = currentVaccinations(records).get(record.vaccine as Vaccine);
    if (current && current.id !== record.id && current.expiresOn > record.expiresOn) return;
    if (record.expiresOn < todayInZone(context.now(), siteConfig.timeZone)) return;
    const owner = (await contactsOf(db, [pet.userId])).get(pet.userId);
    if (!owner) return;
    const mail = vaccineReminderEmail(owner, { name: pet.name, url: petPageUrl(context.baseUrl, pet.id) }, record.vaccine as Vaccine, record.expiresOn, owner.locale);
    if (await enqueueMail(db, mail, { uniqueKey: `mail:${VACCINE_REMINDER_JOB}:${record.id}` })) context.kick();
    context.log.info({ vaccinationId }, 'vaccination expiry reminder queued');
  };
}

export function vaccineReminderEmail(
  owner: { name: string; email: string },
  pet: { name: string; url: string },
  vaccine: Vaccine,
  expiresOn: string,
  locale: Locale,
): OutgoingMail {
  const t = translatorFor(locale);
  const values = { pet: pet.name, vaccine: t(vaccineNames[vaccine]), date: formatDate(expiresOn, locale), brand: siteConfig.brand };
  const paragraphs = [
    owner.name ? t('mail.greeting', { name: owner.name }) : t('mail.greetingNoName'),
    t('mail.vaccineReminder.expires', values),
    t('mail.vaccineReminder.renew', values),
  ];
  return {
    to: owner.email,
    subject: t('mail.vaccineReminder.subject', values),
    text: [...paragraphs, pet.url].join('\n\n'),
    html: simpleHtml(locale, paragraphs, { href: pet.url, label: t('mail.vaccineReminder.button', values) }),
  };
}
