import type { Locale } from '@shared/i18n/locales';
import { reportCardMessages } from '@shared/contracts/report-cards';
import type { ReportCardCheckWords } from './report-cards.schema';

/**
 * The report card's rules (issue 29), without I/O: what a provider may write on a visit,
 * and which cards a reader may see. The service loads, asks these, then writes.
 */

export interface ReportCardVisit {
  id: string;
  userId: string;
  providerId: number;
  petId: string | null;
  petName: string;
  serviceId: string;
  serviceName: string;
  startsAt: Date;
  status: string;
}

export type CardRefusal = { status: 409 | 422; code: string; message: string; field?: 'checkIds' | 'photos' };

/**
 * A card may be written on a Completed visit only, with checks from the owner's current
 * list and photos that were uploaded; the ticked checks are kept in the list's order,
 * in both languages (the card keeps the words it was mailed with).
 */
export function decideReportCard(
  visit: Pick<ReportCardVisit, 'status'>,
  body: { checkIds: readonly string[]; photos: readonly string[] },
  list: ReadonlyArray<{ id: string; labelEn: string; labelFr: string }>,
  uploaded: ReadonlySet<string>,
): { ok: true; checks: ReportCardCheckWords[] } | { ok: false; refusal: CardRefusal } {
  if (visit.status !== 'Completed') return { ok: false, refusal: { status: 409, code: 'VISIT_NOT_COMPLETED', message: reportCardMessages.notCompleted } };
  const known = new Set(list.map((check) => check.id));
  if (body.checkIds.some((id) => !known.has(id)))
    return { ok: false, refusal: { status: 422, code: 'VALIDATION_FAILED', message: reportCardMessages.unknownCheck, field: 'checkIds' } };
  if (body.photos.some((photo) => !uploaded.has(photo)))
    return { ok: false, refusal: { status: 422, code: 'VALIDATION_FAILED', message: reportCardMessages.unknownPhoto, field: 'photos' } };
  const ticked = new Set(body.checkIds);
  return { ok: true, checks: list.filter((check) => ticked.has(check.id)).map((check) => ({ en: check.labelEn, fr: check.labelFr })) };
}

/** Who reads a pet's cards: its owner (the customer), the staff who did the visits, the shop's owner. */
export interface CardReader {
  userId: string;
  isShopOwner: boolean;
  /** The provider schedule the reader works from, if any. */
  providerId: number | undefined;
}

/** The cards of a pet its reader may see: all for the pet's customer and the shop's owner, a provider's own visits' for a provider, none for anyone else. */
export function cardsVisibleTo<Card extends { userId: string; providerId: number }>(cards: readonly Card[], reader: CardReader): Card[] {
  return cards.filter((card) => reader.isShopOwner || card.userId === reader.userId || (reader.providerId !== undefined && card.providerId === reader.providerId));
}

/** A check's words in the reader's language. */
export const checkIn = (check: ReportCardCheckWords, locale: Locale): string => (locale === 'fr-CA' ? check.fr : check.en);
