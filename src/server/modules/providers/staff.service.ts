import { hoursMessages, type StaffMember, type TimeOff, type WeeklyInterval } from '@shared/contracts/hours';
import type { ProviderSchedule } from '@shared/scheduling/slots';
import { toWeeklyClock, toWeeklyMinutes } from '@shared/scheduling/weekly-hours';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { contactsOf } from '../accounts/accounts.service';
import { changedFields, recordChange, type AuditActor } from '../audit/audit.service';
import {
  deleteTimeOff,
  findAllSchedules,
  findServiceOffers,
  findTimeOff,
  findWorkingHours,
  insertTimeOff,
  lockSchedule,
  replaceWorkingHours,
} from './providers.repo';

/**
 * The staff screen of the console (issue 12): each provider schedule's weekly working
 * intervals (the gaps are breaks), its time off by date range, and the services it
 * offers. Availability reads exactly these rows; every change is in the audit log.
 */

/** Every schedule as a full week, for the affected-appointments check and the console. */
export interface StaffSchedule extends ProviderSchedule {
  displayName: string;
  createdAt: Date;
  userId: string | null;
  serviceIds: string[];
  timeOff: TimeOff[];
}

/** Every schedule with its hours, its time off ending `fromDate` or later, and its services. */
export async function staffSchedules(db: Executor, fromDate: string): Promise<StaffSchedule[]> {
  const schedules = await findAllSchedules(db);
  const ids = schedules.map((schedule) => schedule.id);
  const [hours, timeOff, offers] = await Promise.all([findWorkingHours(db, ids), findTimeOff(db, ids, fromDate), findServiceOffers(db)]);
  return schedules.map((schedule) => ({
    ...schedule,
    workingHours: hours.filter((row) => row.providerId === schedule.id),
    timeOff: timeOff.filter((row) => row.providerId === schedule.id).map(({ id, startsOn, endsOn, reason }) => ({ id, startsOn, endsOn, reason })),
    serviceIds: offers.filter((row) => row.providerId === schedule.id).map((row) => row.serviceId),
  }));
}

export async function listStaff(db: Executor, today: string): Promise<StaffMember[]> {
  const schedules = await staffSchedules(db, today);
  const contacts = await contactsOf(db, schedules.flatMap((schedule) => (schedule.userId ? [schedule.userId] : [])));
  return schedules.map((schedule) => ({
    id: schedule.id,
    displayName: schedule.displayName,
    email: schedule.userId ? (contacts.get(schedule.userId)?.email ?? null) : null,
    workingHours: toWeeklyClock(schedule.workingHours),
    timeOff: schedule.timeOff,
    serviceIds: schedule.serviceIds,
  }));
}

/** What else a change of a provider's hours does, in its transaction (app.ts passes the waitlist's: new hours may free times). */
export type AfterHoursChange = (tx: Executor) => Promise<void>;

export async function updateStaffHours(
  db: Database,
  actor: AuditActor,
  providerId: number,
  intervals: readonly WeeklyInterval[],
  afterChange?: AfterHoursChange,
): Promise<void> {
  const after = toWeeklyMinutes(intervals);
  await db.transaction(async (tx) => {
    const schedule = await requireSchedule(tx, providerId);
    const before = await findWorkingHours(tx, [providerId]);
    await replaceWorkingHours(tx, providerId, after);
    const changes = changedFields({ workingHours: toWeeklyClock(before) }, { workingHours: toWeeklyClock(after) });
    if (Object.keys(changes).length === 0) return;
    await recordChange(tx, { actor, action: 'staff.hours.updated', subject: `provider:${providerId}`, details: { name: schedule.displayName, changes } });
    await afterChange?.(tx);
  });
}

export async function addTimeOff(
  db: Database,
  actor: AuditActor,
  providerId: number,
  timeOff: { startsOn: string; endsOn: string; reason: string },
): Promise<TimeOff> {
  return db.transaction(async (tx) => {
    const schedule = await requireSchedule(tx, providerId);
    const row = await insertTimeOff(tx, { providerId, ...timeOff });
    await recordChange(tx, { actor, action: 'staff.timeOff.added', subject: `provider:${providerId}`, details: { name: schedule.displayName, ...timeOff } });
    return { id: row.id, startsOn: row.startsOn, endsOn: row.endsOn, reason: row.reason };
  });
}

export async function removeTimeOff(db: Database, actor: AuditActor, providerId: number, timeOffId: number, afterChange?: AfterHoursChange): Promise<void> {
  await db.transaction(async (tx) => {
    const schedule = await requireSchedule(tx, providerId);
    const removed = await deleteTimeOff(tx, providerId, timeOffId);
    if (!removed) throw notFound(hoursMessages.unknownTimeOff);
    await recordChange(tx, {
      actor,
      action: 'staff.timeOff.removed',
      subject: `provider:${providerId}`,
      details: { name: schedule.displayName, startsOn: removed.startsOn, endsOn: removed.endsOn, reason: removed.reason },
    });
    await afterChange?.(tx);
  });
}

async function requireSchedule(tx: Executor, providerId: number) {
  const schedule = await lockSchedule(tx, providerId);
  if (!schedule) throw notFound(hoursMessages.unknownProvider);
  return schedule;
}
