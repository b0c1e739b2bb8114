import type { ReportCard, ReportCardCheck, ReportCardChecksBody, ReportCardWrite } from '@shared/contracts/report-cards';
import { bookingMessages } from '@shared/contracts/booking';
import { reportCardMessages } from '@shared/contracts/report-cards';
import type { Locale } from '@shared/i18n/locales';
import { paths } from '@shared/routes/paths';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { contactsOf } from '../accounts/accounts.service';
import { rowsInLanguage } from '../appointment-notices/appointment-language.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { isUploadedImage } from '../catalog/uploaded-images.service';
import type { JobWorker } from '../jobs/jobs.service';
import { enqueueMail } from '../mail/mail.service';
import { petOf } from '../pets/pets.service';
import { providerNames, type Provider } from '../providers/providers.service';
import { enqueueText, readyForPickupText } from '../text-messages/text-messages.service';
import { cardsVisibleTo, checkIn, decideReportCard, type CardReader, type ReportCardVisit } from './report-card-rules';
import { reportCardEmail } from './report-card-email';
import { deleteCardsOfCustomers, findCardOfVisit, findCardPhotos, findCardsOfPet, findChecks, findVisitsWithCards, insertReportCard, replaceChecks, type ReportCardRow } from './report-cards.repo';

export type { CardReader, ReportCardVisit } from './report-card-rules';

/** A provider's visit, as the appointment book finds it (app.ts hands it over: the book reads the cards, so this module cannot read the book). */
export type VisitOfProvider = (db: Executor, providerId: number, appointmentId: string) => Promise<ReportCardVisit | undefined>;

export interface ReportCardDeps {
  db: Database;
  jobs: JobWorker;
  now: () => Date;
  baseUrl: string;
  visitOfProvider: VisitOfProvider;
}

// ---- The owner's list of checks ----

export async function listChecks(db: Executor): Promise<ReportCardCheck[]> {
  return (await findChecks(db)).map(({ id, labelEn, labelFr }) => ({ id, labelEn, labelFr }));
}

/** The console saves the whole list at once; cards already written keep the words they were mailed with. */
export async function saveChecks(db: Database, body: ReportCardChecksBody, actor: AuditActor): Promise<ReportCardCheck[]> {
  return db.transaction(async (tx) => {
    const before = await listChecks(tx);
    await replaceChecks(tx, body.checks);
    await recordChange(tx, {
      actor,
      action: 'reportCards.checksSaved',
      subject: 'report-card-checks',
      details: { before: before.map((check) => check.labelEn), after: body.checks.map((check) => check.labelEn) },
    });
    return listChecks(tx);
  });
}

// ---- Writing a card ----

/**
 * The provider's card on their Completed visit, and the customer's "ready for pickup"
 * mail and text, in one transaction. One card per visit: a second submit (a double click, a
 * retry) finds the unique index taken and is refused, and the mail is queued under the
 * visit's key, so however often it is asked or its job runs, one mail goes. A card is
 * not changed once written (ADR 0039).
 */
export async function writeReportCard(
  deps: ReportCardDeps,
  provider: Provider,
  appointmentId: string,
  body: ReportCardWrite,
  locale: Locale,
): Promise<ReportCard> {
  const visit = await deps.visitOfProvider(deps.db, provider.id, appointmentId);
  const customer = visit && (await contactsOf(deps.db, [visit.userId])).get(visit.userId);
  if (!visit || !customer) throw notFound(bookingMessages.appointmentNotFound);
  const [list, uploaded] = await Promise.all([findChecks(deps.db), uploadedAmong(deps.db, body.photos)]);
  const decision = decideReportCard(visit, body, list, uploaded);
  if (!decision.ok) {
    const { status, code, message, field } = decision.refusal;
    throw new AppError(status, code, message, field ? { [field]: message } : undefined);
  }
  const now = deps.now();
  const card = await deps.db.transaction(async (tx) => {
    const row = await insertReportCard(tx, {
      appointmentId: visit.id,
      petId: visit.petId,
      userId: visit.userId,
      providerId: provider.id,
      petName: visit.petName,
      serviceId: visit.serviceId,
      serviceName: visit.serviceName,
      visitStartsAt: visit.startsAt,
      note: body.note,
      checks: decision.checks,
      photos: body.photos,
      writtenAt: now,
    });
    if (!row) throw new AppError(409, 'REPORT_CARD_EXISTS', reportCardMessages.alreadyWritten);
    const [theirs] = await rowsInLanguage(tx, [row], customer.locale);
    const mail = reportCardEmail(
      customer,
      {
        pet: row.petName,
        service: (theirs ?? row).serviceName,
        provider: provider.displayName,
        visitStartsAt: row.visitStartsAt,
        note: row.note,
        checks: row.checks.map((check) => checkIn(check, customer.locale)),
        photoUrls: row.photos.map((photo) => `${deps.baseUrl}${photo}`),
        petPageUrl: row.petId ? `${deps.baseUrl}${paths.pet.getHref(row.petId)}` : undefined,
      },
      customer.locale,
    );
    await enqueueMail(tx, mail, { uniqueKey: `report-card-mail:${row.appointmentId}` });
    // And a text, sent only if the customer agrees to texts when it goes (issue 30).
    await enqueueText(tx, { userId: row.userId, body: readyForPickupText(row.petName, customer.locale), uniqueKey: `pickup-text:${row.appointmentId}` });
    return row;
  });
  deps.jobs.kick();
  const [inLanguage] = await rowsInLanguage(deps.db, [card], locale);
  return toReportCard(card, provider.displayName, (inLanguage ?? card).serviceName, locale);
}

async function uploadedAmong(db: Executor, photos: readonly string[]): Promise<Set<string>> {
  const found = await Promise.all(photos.map(async (photo) => ((await isUploadedImage(db, photo)) ? [photo] : [])));
  return new Set(found.flat());
}

// ---- Reading cards ----

/**
 * A pet's cards for its reader, latest visit first: the pet's customer and the shop's
 * owner see them all, a provider those of the visits they did. A pet with no card its
 * reader may see is not found, as another's pet is.
 */
export async function petReportCards(db: Database, reader: CardReader, petId: string, locale: Locale): Promise<ReportCard[]> {
  const visible = cardsVisibleTo(await findCardsOfPet(db, petId), reader);
  if (visible.length === 0 && !reader.isShopOwner && !(await readerOwnsPet(db, reader, petId))) throw notFound();
  const names = await providerNames(db);
  const inLanguage = await rowsInLanguage(db, visible, locale);
  return inLanguage.map((row) => toReportCard(row, names.get(row.providerId) ?? '', row.serviceName, locale));
}

/**
 * A visit's card for its reader (issue 29): the provider who did the visit sees it on
 * their list, the owner in the console's book, the pet's customer as on the pet's page;
 * the same rule as a pet's cards (cardsVisibleTo). A visit without a card, or one its
 * reader may not see, is not found, so nobody learns that another's visit has one.
 */
export async function visitReportCard(db: Database, reader: CardReader, appointmentId: string, locale: Locale): Promise<ReportCard> {
  const row = await findCardOfVisit(db, appointmentId);
  const [visible] = row ? cardsVisibleTo([row], reader) : [];
  if (!visible) throw notFound(reportCardMessages.noCard);
  const [names, [inLanguage]] = await Promise.all([providerNames(db), rowsInLanguage(db, [visible], locale)]);
  return toReportCard(visible, names.get(visible.providerId) ?? '', (inLanguage ?? visible).serviceName, locale);
}

/** Whether the pet is the reader's own (an own pet without cards is an empty list, not a 404). */
async function readerOwnsPet(db: Database, reader: CardReader, petId: string): Promise<boolean> {
  return (await petOf(db, reader.userId, petId)) !== undefined;
}

/** Which of these visits have a card: the provider's list offers to write one only where there is none. */
export const visitsWithReportCards = (db: Executor, appointmentIds: readonly string[]): Promise<Set<string>> => findVisitsWithCards(db, appointmentIds);

/** Every photo a card shows, which the unused-uploads job must keep (app.ts hands it over). */
export const reportCardPhotosInUse = (db: Executor): Promise<string[]> => findCardPhotos(db);

function toReportCard(row: ReportCardRow, providerName: string, serviceName: string, locale: Locale): ReportCard {
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    petName: row.petName,
    serviceName,
    visitStartsAt: row.visitStartsAt.toISOString(),
    providerName,
    note: row.note,
    checks: row.checks.map((check) => checkIn(check, locale)),
    photos: row.photos,
    writtenAt: row.writtenAt.toISOString(),
  };
}

/** Forgets the report cards of closed accounts (issue 30): the notes and photos of their visits go; answers how many. */
export const forgetReportCardsOf = (db: Executor, userIds: readonly string[]): Promise<number> => deleteCardsOfCustomers(db, userIds);
