import type { CustomerList, CustomerListItem, CustomerPage, CustomerPet, StaffNote } from '@shared/contracts/console-customers';
import { customerMessages } from '@shared/contracts/console-customers';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { accountSummary, searchAccounts, type AccountSummary } from '../accounts/accounts.service';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { appointmentsOfUser, appointmentTalliesOf, type AppointmentTally } from '../appointment-book/customer-appointments.service';
import { ordersOfUser, orderTalliesOf, type OrderTally } from '../checkout/customer-orders.service';
import { listPets, petCountsOf, petOf } from '../pets/pets.service';
import { vaccinationsOfPets, verifyVaccination } from '../pets/vaccinations.service';
import type { Vaccination } from '@shared/contracts/vaccinations';
import { deleteStaffNotesAbout, findStaffNotes, insertStaffNote, type StaffNoteRow } from './customers.repo';

/**
 * The owner console's customers (issue 13): accounts, pets, appointments and orders read
 * through their own modules, put side by side; the staff's notes are this module's own.
 */

export const customerNotFound = () => notFound(customerMessages.unknownCustomer);
const petNotFound = () => notFound(customerMessages.unknownPet);

/** A page of accounts matching the search, newest first, each with its counts. */
export async function customerList(
  db: Database,
  { q, before, limit, now }: { q?: string | undefined; before?: string | undefined; limit: number; now: Date },
): Promise<CustomerList> {
  const found = await searchAccounts(db, q || undefined, before, limit + 1);
  const page = found.slice(0, limit);
  const ids = page.map((account) => account.id);
  const [pets, appointments, orders] = await Promise.all([petCountsOf(db, ids), appointmentTalliesOf(db, ids, now), orderTalliesOf(db, ids)]);
  return {
    customers: page.map(
      (account): CustomerListItem => ({
        ...profileOf(account, appointments.get(account.id), orders.get(account.id)),
        petCount: pets.get(account.id) ?? 0,
        upcomingAppointmentCount: appointments.get(account.id)?.upcoming ?? 0,
        paidOrderCount: orders.get(account.id)?.paid ?? 0,
      }),
    ),
    nextBefore: found.length > limit ? page.at(-1)!.id : null,
  };
}

/** One customer's page: their pets with the staff's notes, appointments and orders newest first, and notes about them. */
export async function customerPage(db: Database, userId: string, now: Date): Promise<CustomerPage> {
  const account = await requireAccount(db, userId);
  const [pets, appointments, orders, appointmentTallies, orderTallies, customerNotes] = await Promise.all([
    listPets(db, userId),
    appointmentsOfUser(db, userId),
    ordersOfUser(db, userId),
    appointmentTalliesOf(db, [userId], now),
    orderTalliesOf(db, [userId]),
    findStaffNotes(db, 'customer', [userId]),
  ]);
  const [petNotes, vaccinations] = await Promise.all([
    findStaffNotes(db, 'pet', pets.map((pet) => pet.id)),
    vaccinationsOfPets(db, pets.map((pet) => pet.id)),
  ]);
  return {
    profile: profileOf(account, appointmentTallies.get(userId), orderTallies.get(userId)),
    pets: pets.map(
      (pet): CustomerPet => ({
        id: pet.id,
        name: pet.name,
        type: pet.type,
        age: pet.age,
        breed: pet.breed,
        size: pet.size,
        coat: pet.coat,
        weightKg: pet.weightKg,
        notes: petNotes.filter((note) => note.subjectId === pet.id).map(toStaffNote),
        vaccinations: vaccinations.get(pet.id) ?? [],
      }),
    ),
    appointments: appointments.map((appointment) => ({
      id: appointment.id,
      date: appointment.date,
      time: appointment.time,
      startsAt: appointment.startsAt,
      service: appointment.service.name,
      pet: appointment.petName,
      status: appointment.status,
      provider: appointment.providerName,
    })),
    orders: orders.map((order) => ({ id: order.id, createdAt: order.createdAt.toISOString(), status: order.status, totalCents: order.totalCents })),
    notes: customerNotes.map(toStaffNote),
  };
}

/** A note about the customer, recorded in the audit log in the same transaction. */
export async function addCustomerNote(db: Database, actor: AuditActor, userId: string, body: string): Promise<StaffNote> {
  const account = await requireAccount(db, userId);
  return db.transaction(async (tx) => {
    const note = await insertStaffNote(tx, { subjectKind: 'customer', subjectId: userId, body, authorUserId: actor.userId, author: actor.label });
    await recordChange(tx, { actor, action: 'customer.note.added', subject: `account:${account.email}`, details: { name: account.name } });
    return toStaffNote(note);
  });
}

/** A note about one of the customer's pets; a pet that is not theirs is not found. */
export async function addPetNote(db: Database, actor: AuditActor, userId: string, petId: string, body: string): Promise<StaffNote> {
  const account = await requireAccount(db, userId);
  const pet = await petOf(db, userId, petId);
  if (!pet) throw petNotFound();
  return db.transaction(async (tx) => {
    const note = await insertStaffNote(tx, { subjectKind: 'pet', subjectId: petId, body, authorUserId: actor.userId, author: actor.label });
    await recordChange(tx, { actor, action: 'pet.note.added', subject: `pet:${petId}`, details: { name: pet.name, customer: account.email } });
    return toStaffNote(note);
  });
}

/**
 * The owner marks one of a customer's pet's vaccination records verified (issue 14),
 * recorded in the audit log in the same transaction; verifying it again changes nothing
 * and records nothing.
 */
export async function verifyPetVaccination(
  db: Database,
  actor: AuditActor,
  ids: { userId: string; petId: string; vaccinationId: string },
): Promise<Vaccination> {
  const account = await requireAccount(db, ids.userId);
  const pet = await petOf(db, ids.userId, ids.petId);
  if (!pet) throw petNotFound();
  return db.transaction(async (tx) => {
    const { vaccination, changed } = await verifyVaccination(tx, pet.id, ids.vaccinationId, actor.label);
    if (changed) {
      await recordChange(tx, {
        actor,
        action: 'pet.vaccination.verified',
        subject: `pet:${pet.id}`,
        details: { name: pet.name, customer: account.email, vaccine: vaccination.vaccine, expiresOn: vaccination.expiresOn },
      });
    }
    return vaccination;
  });
}

async function requireAccount(db: Database, userId: string): Promise<AccountSummary> {
  const account = await accountSummary(db, userId);
  if (!account) throw customerNotFound();
  return account;
}

/** Who the customer is, and when they last did anything: signed in, booked or started a checkout. */
function profileOf(account: AccountSummary, appointments: AppointmentTally | undefined, orders: OrderTally | undefined) {
  const moments = [account.lastSignInAt, appointments?.lastBookedAt, orders?.lastOrderAt].filter((moment): moment is Date => moment instanceof Date);
  const last = moments.reduce<Date | null>((latest, moment) => (latest && latest >= moment ? latest : moment), null);
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    joined: account.joined.toISOString(),
    roles: account.roles,
    lastActivity: last?.toISOString() ?? null,
  };
}

const toStaffNote = (row: StaffNoteRow): StaffNote => ({ id: row.id, body: row.body, author: row.author, at: row.createdAt.toISOString() });

/** Forgets what the staff wrote about a customer and their pets, in the caller's transaction (their account is closing, issue 30). */
export const forgetStaffNotesAbout = (db: Executor, userId: string, petIds: readonly string[]): Promise<void> => deleteStaffNotesAbout(db, userId, petIds);
