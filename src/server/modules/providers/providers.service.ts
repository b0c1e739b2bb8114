import { BREED_NOT_SPECIFIED } from '@shared/contracts/pets';
import { providerMessages, type ProviderAppointment, type ProviderDashboardResponse } from '@shared/contracts/providers';
import type { PetType } from '@shared/contracts/booking';
import { addDaysToDate, instantToZoned, slotLabel, todayInZone, zonedDateTimeToInstant } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Database, Executor } from '../../db/database';
import type { AppointmentRow } from '../booking/booking.repo';
import { closeConfirmedAppointment } from '../booking/booking.repo';
import { appointmentEmail } from '../booking/appointment-emails';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { accountByEmail, accountById } from '../accounts/accounts.service';
import { grantRole, hasRole, revokeRole } from '../accounts/roles.service';
import type { Mailer } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox.repo';
import {
  claimSchedule,
  createSchedule,
  findAppointmentOfProvider,
  findAppointmentsOfProvider,
  findProviderByUser,
  findUnclaimedSchedule,
  listProviders,
  releaseSchedule,
} from './providers.repo';

const timeZone = siteConfig.timeZone;
export const DEFAULT_WORKING_HOURS = { startMinute: 9 * 60, endMinute: 17 * 60 };

export interface Provider {
  id: number;
  displayName: string;
}

/**
 * The schedule a provider works from. The role and the schedule are granted and
 * revoked together, so behind requireRole('provider') there is one; without it the
 * account has nothing to see here.
 */
export async function providerScheduleOf(db: Executor, userId: string): Promise<Provider> {
  const provider = await findProviderByUser(db, userId);
  if (!provider) throw forbidden();
  return { id: provider.id, displayName: provider.displayName };
}

export async function listProviderAppointments(db: Database, provider: Provider): Promise<ProviderAppointment[]> {
  return (await findAppointmentsOfProvider(db, provider.id)).map((row) => toProviderAppointment(row.appointment, row.ownerName));
}

/** Today's agenda and the seven days after it, in the business time zone. */
export async function providerDashboard(db: Database, provider: Provider, now: Date): Promise<ProviderDashboardResponse> {
  const today = todayInZone(now, timeZone);
  const startOfToday = zonedDateTimeToInstant(today, 0, timeZone);
  const startOfTomorrow = zonedDateTimeToInstant(addDaysToDate(today, 1), 0, timeZone);
  const endOfWeek = zonedDateTimeToInstant(addDaysToDate(today, 8), 0, timeZone);
  const rows = (await findAppointmentsOfProvider(db, provider.id, startOfToday, endOfWeek)).map((row) =>
    toProviderAppointment(row.appointment, row.ownerName),
  );
  const todayAppointments = rows.filter((a) => new Date(a.startsAt) < startOfTomorrow);
  const weekAppointments = rows.filter((a) => new Date(a.startsAt) >= startOfTomorrow);
  const confirmed = (list: ProviderAppointment[]) => list.filter((a) => a.status === 'Confirmed').length;
  return {
    today,
    todayAppointments,
    weekAppointments,
    counts: { today: confirmed(todayAppointments), week: confirmed(weekAppointments) },
  };
}

/**
 * Confirmed → Completed or Cancelled (§4 provider status; D4: one spelling). A
 * provider's cancel tells the owner by email, with a calendar cancellation.
 */
export async function changeAppointmentStatus(
  deps: { db: Database; mailer: Mailer; now: () => Date },
  provider: Provider,
  appointmentId: string,
  action: 'complete' | 'cancel',
): Promise<ProviderAppointment> {
  const existing = await findAppointmentOfProvider(deps.db, provider.id, appointmentId);
  if (!existing) throw notFound('That appointment was not found.');
  const changed = await deps.db.transaction(async (tx) => {
    const row = await closeConfirmedAppointment(tx, appointmentId, action === 'complete' ? 'Completed' : 'Cancelled');
    if (!row) throw new AppError(409, 'NOT_CONFIRMED', providerMessages.onlyConfirmed);
    if (action === 'cancel') {
      const owner = { name: existing.ownerName, email: existing.ownerEmail };
      await enqueueMail(tx, appointmentEmail('cancelled', row, owner, provider.displayName, deps.now()));
    }
    return row;
  });
  if (action === 'cancel') deps.mailer.kick();
  return toProviderAppointment(changed, existing.ownerName);
}

function toProviderAppointment(row: AppointmentRow, ownerName: string): ProviderAppointment {
  const local = instantToZoned(row.startsAt, timeZone);
  return {
    id: row.id,
    date: local.date,
    time: local.label ?? slotLabel(local.minutes),
    startsAt: row.startsAt.toISOString(),
    petName: row.petName,
    petType: row.petType as PetType,
    petBreed: row.petBreed ?? BREED_NOT_SPECIFIED,
    petAge: row.petAge,
    serviceName: row.serviceName,
    ownerName,
    specialInstructions: row.specialInstructions,
    status: row.status,
  };
}

// ---- The admin command line (D9) ----

export type RoleChange =
  | { ok: true; message: string }
  | { ok: false; message: string };

/**
 * Grants the role (D21) and, in the same transaction, a schedule to work from: the
 * oldest unclaimed one, or a new one with default hours.
 */
export async function grantProvider(db: Database, email: string): Promise<RoleChange> {
  const user = await accountByEmail(db, email);
  if (!user) return { ok: false, message: `No account uses ${email}. Ask them to sign up first, then grant the role.` };
  if (await hasRole(db, user.id, 'provider')) return { ok: true, message: `${email} is already a provider.` };
  const displayName = user.name || email;
  return db.transaction(async (tx) => {
    await grantRole(tx, user.id, 'provider');
    const unclaimed = await findUnclaimedSchedule(tx);
    if (unclaimed) {
      await claimSchedule(tx, unclaimed.id, user.id, displayName);
      return { ok: true, message: `${email} is now a provider, taking over the schedule "${unclaimed.displayName}" (#${unclaimed.id}).` };
    }
    const id = await createSchedule(tx, user.id, displayName, DEFAULT_WORKING_HOURS);
    return { ok: true, message: `${email} is now a provider with a new schedule (#${id}): every day 9:00 to 17:00, all services.` };
  });
}

/**
 * PROVIDER_EMAILS: an account the configuration names gets the role through the same
 * grant, once its email is verified (so nobody can take the role by signing up first
 * with someone else's address). Called on every sign-in and on email verification.
 */
export async function grantConfiguredProvider(db: Database, providerEmails: readonly string[], userId: string): Promise<void> {
  if (providerEmails.length === 0) return;
  const user = await accountById(db, userId);
  if (!user?.emailVerified || !providerEmails.includes(user.email.toLowerCase())) return;
  if (await hasRole(db, user.id, 'provider')) return;
  try {
    await grantProvider(db, user.email);
  } catch (error) {
    // Two sign-ins at once: the other one granted it (providers.user_id is unique).
    const failure = error as { code?: unknown; cause?: { code?: unknown } };
    if ((failure.cause?.code ?? failure.code) !== '23505') throw error;
  }
}

/** Takes the role away; the schedule and its appointments stay, unclaimed, for the next provider. */
export async function revokeProvider(db: Database, email: string): Promise<RoleChange> {
  const user = await accountByEmail(db, email);
  if (!user) return { ok: false, message: `No account uses ${email}.` };
  const revoked = await db.transaction(async (tx) => {
    const hadRole = await revokeRole(tx, user.id, 'provider');
    const hadSchedule = await releaseSchedule(tx, user.id);
    return hadRole || hadSchedule;
  });
  if (!revoked) return { ok: false, message: `${email} is not a provider.` };
  return { ok: true, message: `${email} is no longer a provider. Their schedule and its appointments stay, unclaimed, for the next provider.` };
}

export async function describeProviders(db: Database): Promise<string> {
  const rows = await listProviders(db);
  if (rows.length === 0) return 'No provider schedules.';
  return rows
    .map((row) => `#${row.id}  ${row.displayName}  ${row.email ?? '(unclaimed)'}  ${row.upcoming} upcoming`)
    .join('\n');
}

