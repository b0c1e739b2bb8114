import type { ServiceWaiver, WaiverAcceptance, WaiverAccepted, WaiverBody, WaiverToAccept } from '@shared/contracts/waivers';
import { waiverMessages } from '@shared/contracts/waivers';
import type { Locale } from '@shared/i18n/locales';
import type { Database, Executor, Transaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { serviceForUpdate } from '../catalog/service-admin.service';
import {
  acceptanceExists,
  insertAcceptance,
  insertWaiverVersion,
  selectAcceptancesFor,
  selectCurrentWaiver,
  selectWaiverVersions,
  type WaiverRow,
} from './waivers.repo';

/**
 * Waivers (issue 29, ADR 0034): the owner publishes versions, a booking carries the
 * customer's acceptance of the current one for its pet, and staff read it on the visit.
 */

/** The console's view: every version, newest first. An unknown service is a 404. */
export function serviceWaiver(db: Database, serviceId: string): Promise<ServiceWaiver> {
  return db.transaction(async (tx) => {
    await serviceForUpdate(tx, serviceId);
    return waiverView(serviceId, await selectWaiverVersions(tx, serviceId));
  });
}

/**
 * Publishes the owner's text as the next version, with its audit record. The service's
 * row lock numbers versions one at a time. The same words again publish nothing, and
 * an empty waiver where there is none yet is no change either.
 */
export function publishWaiver(db: Database, actor: AuditActor, serviceId: string, body: Required<WaiverBody>): Promise<ServiceWaiver> {
  return db.transaction(async (tx) => {
    const service = await serviceForUpdate(tx, serviceId);
    const current = await selectCurrentWaiver(tx, serviceId);
    const unchanged = current ? current.textEn === body.textEn && current.textFr === body.textFr : body.textEn === '';
    if (!unchanged) {
      const version = (current?.version ?? 0) + 1;
      await insertWaiverVersion(tx, { serviceId, textEn: body.textEn, textFr: body.textFr, publishedBy: actor.label }, version);
      await recordChange(tx, {
        actor,
        action: 'service.waiverPublished',
        subject: `service:${serviceId}`,
        details: { name: service.name, version, removed: body.textEn === '' },
      });
    }
    return waiverView(serviceId, await selectWaiverVersions(tx, serviceId));
  });
}

const waiverView = (serviceId: string, rows: WaiverRow[]): ServiceWaiver => ({
  serviceId,
  versions: rows.map((row) => ({
    version: row.version,
    textEn: row.textEn,
    textFr: row.textFr,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
  })),
});

const inForce = (row: WaiverRow | undefined): WaiverRow | undefined => (row && row.textEn !== '' ? row : undefined);

/** The waiver a booking of this service for this pet must accept first, in the reader's language; null when none. */
export async function waiverToAccept(db: Executor, serviceId: string, petId: string | undefined, locale: Locale): Promise<WaiverToAccept | null> {
  const current = inForce(await selectCurrentWaiver(db, serviceId));
  if (!current || (petId && (await acceptanceExists(db, petId, current.id)))) return null;
  return { version: current.version, text: locale === 'fr-CA' ? current.textFr : current.textEn };
}

/** An acceptance to store with the booking, once the booking's own checks have passed. */
export interface PendingAcceptance {
  serviceId: string;
  waiverId: string;
  petId: string | null;
  fullName: string;
}

/**
 * Load and decide, before a booking is written: a service with a waiver in force needs
 * its current version accepted for the pet, earlier or in this very request. A request
 * that read an older version is sent back to read the new one (422, nothing written).
 */
export async function requireWaiverAccepted(
  db: Executor,
  ask: { serviceId: string; petId: string | null; acceptance: WaiverAcceptance | undefined },
): Promise<PendingAcceptance | undefined> {
  const current = inForce(await selectCurrentWaiver(db, ask.serviceId));
  if (!current) return undefined;
  if (ask.petId && (await acceptanceExists(db, ask.petId, current.id))) return undefined;
  if (!ask.acceptance) throw new AppError(422, 'WAIVER_REQUIRED', waiverMessages.required, { waiver: waiverMessages.required });
  if (ask.acceptance.version !== current.version) throw waiverChanged();
  return { serviceId: ask.serviceId, waiverId: current.id, petId: ask.petId, fullName: ask.acceptance.fullName };
}

const waiverChanged = () => new AppError(422, 'WAIVER_CHANGED', waiverMessages.changed, { waiver: waiverMessages.changed });

/**
 * Write: in the booking's transaction, so the acceptance and the appointment commit
 * together; a version the owner published since the check sends the customer back to read it.
 */
export async function recordAcceptance(tx: Transaction, pending: PendingAcceptance, booking: { appointmentId: string; userId: string; petId: string | null }) {
  if ((await selectCurrentWaiver(tx, pending.serviceId))?.id !== pending.waiverId) throw waiverChanged();
  await insertAcceptance(tx, { waiverId: pending.waiverId, petId: booking.petId ?? pending.petId, fullName: pending.fullName, appointmentId: booking.appointmentId, userId: booking.userId });
}

/**
 * The acceptance that covers each visit, by the visit's id: the one made with it, else
 * the latest its pet gave for its service by the time it was booked. Absent: no waiver.
 */
export async function waiversOnVisits(
  db: Executor,
  visits: ReadonlyArray<{ id: string; petId: string | null; serviceId: string; createdAt: Date }>,
): Promise<Map<string, WaiverAccepted>> {
  const petIds = [...new Set(visits.flatMap((visit) => (visit.petId ? [visit.petId] : [])))];
  const rows = await selectAcceptancesFor(db, visits.map((visit) => visit.id), petIds);
  const found = new Map<string, WaiverAccepted>();
  for (const visit of visits) {
    const row =
      rows.find((candidate) => candidate.appointmentId === visit.id) ??
      rows.find((candidate) => visit.petId !== null && candidate.petId === visit.petId && candidate.serviceId === visit.serviceId && candidate.acceptedAt <= visit.createdAt);
    if (row) found.set(visit.id, { version: row.version, fullName: row.fullName, acceptedAt: row.acceptedAt.toISOString() });
  }
  return found;
}
