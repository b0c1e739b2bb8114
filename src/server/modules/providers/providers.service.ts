import type { ProviderSchedule } from '@shared/scheduling/slots';
import type { Database, Executor } from '../../db/database';
import { consoleMessages } from '@shared/contracts/console-catalogue';
import { AppError, forbidden } from '../../lib/app-error';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { accountByEmail, accountById } from '../accounts/accounts.service';
import { ADMIN_COMMAND, grantRole, hasRole, revokeRole, type RoleChange } from '../accounts/roles.service';
import type { AuditActor } from '../audit/audit.service';
import { activeServiceIds } from '../catalog/service-catalog.service';
import { catalogueMemo } from '../shop/catalogue-version.service';
import { openingHours } from '../shop/shop.service';
import {
  claimSchedule,
  createSchedule,
  findAllOfferings,
  findAllSchedules,
  findProviderIdsOffering,
  findSchedulesByIds,
  findSchedulesOffering,
  findUnclaimedSchedule,
  releaseSchedule,
  replaceOfferings,
} from './providers.repo';

export interface Provider {
  id: number;
  displayName: string;
}

/** What booking needs of a provider: when they work, when they joined (D8's tie-break) and their name. */
export interface BookableSchedule extends ProviderSchedule {
  createdAt: Date;
  displayName: string;
}

/**
 * Every schedule's name, and the schedule of each account holding one, from memory for
 * the catalogue's version (issue 15): the signed-in lists name providers on every page,
 * and every write to a schedule (a grant, a revoke, the console) moves the version.
 */
interface KnownSchedules {
  names: ReadonlyMap<number, string>;
  byUser: ReadonlyMap<string, Provider>;
}

const { remember } = catalogueMemo();

const knownSchedules = (db: Database): Promise<KnownSchedules> =>
  remember(db, 'schedules', async () => {
    const rows = await findAllSchedules(db);
    return {
      names: new Map(rows.map((row) => [row.id, row.displayName])),
      byUser: new Map(rows.flatMap((row) => (row.userId ? [[row.userId, { id: row.id, displayName: row.displayName }] as const] : []))),
    };
  });

/**
 * The schedule a provider works from. The role and the schedule are granted and
 * revoked together, so behind requireRole('provider') there is one; without it the
 * account has nothing to see here.
 */
export async function providerScheduleOf(db: Database, userId: string): Promise<Provider> {
  const provider = (await knownSchedules(db)).byUser.get(userId);
  if (!provider) throw forbidden();
  return provider;
}

/** The schedule an account holds, if any (a calendar feed shows a provider's agenda beside their own bookings). */
export const scheduleHeldBy = async (db: Database, userId: string): Promise<Provider | undefined> => (await knownSchedules(db)).byUser.get(userId);

/** Every schedule's display name, by id, from memory. */
export const providerNames = async (db: Database): Promise<ReadonlyMap<number, string>> => (await knownSchedules(db)).names;

/** The schedules that offer a service, with their weekly hours and their time off ending `fromDate` or later. */
export const schedulesOffering = (db: Executor, serviceId: string, fromDate: string): Promise<BookableSchedule[]> =>
  findSchedulesOffering(db, serviceId, fromDate);

/** Display names of many schedules in one query, by id: inside a transaction, or wherever only an Executor is at hand (providerNames answers from memory otherwise). */
export async function providerNamesOf(db: Executor, ids: Iterable<number>): Promise<Map<number, string>> {
  const rows = await findSchedulesByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.displayName]));
}

/** Every schedule, with the account that holds it (null while unclaimed). */
export const listSchedules = (db: Executor) => findAllSchedules(db);

// ---- Which schedules offer a service (the owner console) ----

/** The schedules offering each service, in one query: service id → provider ids, ascending. */
export async function providerIdsByService(db: Executor): Promise<Map<string, number[]>> {
  const byService = new Map<string, number[]>();
  for (const { serviceId, providerId } of await findAllOfferings(db)) {
    byService.set(serviceId, [...(byService.get(serviceId) ?? []), providerId]);
  }
  return byService;
}

/** The schedules offering one service, ascending. */
export const providerIdsOfService = (db: Executor, serviceId: string): Promise<number[]> => findProviderIdsOffering(db, serviceId);

/**
 * Makes exactly these schedules offer the service, in the caller's transaction. An id
 * that names no schedule is refused (422) before anything changes.
 */
export async function setProvidersOfService(tx: Executor, serviceId: string, providerIds: readonly number[]): Promise<void> {
  const known = await findSchedulesByIds(tx, [...new Set(providerIds)]);
  if (known.length !== new Set(providerIds).size) {
    throw new AppError(422, 'UNKNOWN_PROVIDER', consoleMessages.unknownProvider, { providerIds: consoleMessages.unknownProvider });
  }
  await replaceOfferings(tx, serviceId, providerIds);
}

// ---- The provider role (the admin command line and PROVIDER_EMAILS) ----

/**
 * Grants the role (D21) and, in the same transaction, a schedule to work from: the
 * oldest unclaimed one, or a new one working the shop's opening hours and offering every
 * active service, until the owner sets its own in the console.
 */
export async function grantProvider(db: Database, email: string, actor: AuditActor = ADMIN_COMMAND): Promise<RoleChange> {
  const user = await accountByEmail(db, email);
  if (!user) return { ok: false, message: `No account uses ${email}. Ask them to sign up first, then grant the role.` };
  if (await hasRole(db, user.id, 'provider')) return { ok: true, message: `${email} is already a provider.` };
  const displayName = user.name || email;
  return db.transaction(async (tx) => {
    await grantRole(tx, user.id, 'provider', actor);
    const unclaimed = await findUnclaimedSchedule(tx);
    if (unclaimed) {
      await claimSchedule(tx, unclaimed.id, user.id, displayName);
      return { ok: true, message: `${email} is now a provider, taking over the schedule "${unclaimed.displayName}" (#${unclaimed.id}).` };
    }
    const id = await createSchedule(tx, {
      userId: user.id,
      displayName,
      weeklyHours: await openingHours(tx),
      serviceIds: await activeServiceIds(tx),
    });
    return {
      ok: true,
      message: `${email} is now a provider with a new schedule (#${id}): the shop's opening hours and every service, until you set theirs in the console at /console/staff.`,
    };
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
    await grantProvider(db, user.email, { userId: null, label: 'PROVIDER_EMAILS' });
  } catch (error) {
    // Two sign-ins at once: the other one granted it (providers.user_id is unique).
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
  }
}

/** Takes the role away; the schedule and its appointments stay, unclaimed, for the next provider. */
export async function revokeProvider(db: Database, email: string, actor: AuditActor = ADMIN_COMMAND): Promise<RoleChange> {
  const user = await accountByEmail(db, email);
  if (!user) return { ok: false, message: `No account uses ${email}.` };
  const revoked = await db.transaction(async (tx) => {
    const hadRole = await revokeRole(tx, user.id, 'provider', actor);
    const hadSchedule = await releaseSchedule(tx, user.id);
    return hadRole || hadSchedule;
  });
  if (!revoked) return { ok: false, message: `${email} is not a provider.` };
  return { ok: true, message: `${email} is no longer a provider. Their schedule and its appointments stay, unclaimed, for the next provider.` };
}
