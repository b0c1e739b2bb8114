import type { AppointmentStatus, PetType } from '@shared/contracts/booking';
import type { Transaction } from '../../db/database';

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

/** Where the jobs read the appointments, which the appointment book keeps (app.ts passes booking's). */
export interface NoticeAppointments {
  /** The appointment, locked for the rest of the transaction; undefined when it is gone. */
  lock(tx: Transaction, appointmentId: string): Promise<NoticeAppointment | undefined>;
  /** A provider's appointments starting in [from, to), every status. */
  ofProvider(tx: Transaction, providerId: number, from: Date, to: Date): Promise<NoticeAppointment[]>;
}
