import type { DepositState } from '@shared/contracts/deposits';
import type { AppointmentStatus, PetType } from '@shared/contracts/booking';
import type { Executor, Transaction } from '../../db/database';

/**
 * An appointment as its notices read it: the fields of the appointment book's rows the
 * mails, calendar files and reminders use (modules/booking passes its rows).
 */
export interface NoticeAppointment {
  id: string;
  userId: string;
  providerId: number;
  status: AppointmentStatus;
  serviceId: string;
  serviceName: string;
  serviceDurationMinutes: number;
  servicePriceCents: number;
  petId: string | null;
  petName: string;
  petType: PetType | string;
  specialInstructions: string | null;
  startsAt: Date;
  endsAt: Date;
  calendarSequence: number;
}

/** Issue 29: a visit's deposit as its mails state it. */
export interface NoticeDeposit {
  state: DepositState;
  totalCents: number;
}

/** Where the jobs read the appointments, which the appointment book keeps (app.ts passes booking's). */
export interface NoticeAppointments {
  /** The appointment, locked for the rest of the transaction; undefined when it is gone. */
  lock(tx: Transaction, appointmentId: string): Promise<NoticeAppointment | undefined>;
  /** A provider's appointments starting in [from, to), every status. */
  ofProvider(tx: Transaction, providerId: number, from: Date, to: Date): Promise<NoticeAppointment[]>;
}

/** A completed visit as the sweep reads it. */
export interface RebookVisit {
  id: string;
  userId: string;
  petId: string | null;
  serviceId: string;
  serviceName: string;
  startsAt: Date;
}

/** The appointment book's side (app.ts hands modules/appointment-book's over, as for the reminders). */
export interface RebookVisits {
  /** A service's Completed, not yet nudged visits that started in [from, to) with no later visit of it for the pet. */
  due(db: Executor, serviceId: string, from: Date, to: Date): Promise<RebookVisit[]>;
  /** Records the visit's nudge; false when another worker or an earlier run already did. */
  markNudged(db: Executor, visitId: string, at: Date): Promise<boolean>;
}
