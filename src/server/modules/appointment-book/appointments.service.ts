/**
 * The appointment book's records (D8), for booking and the notices: every appointment is
 * read and written here, where the table, its EXCLUDE constraint and the provider's lock
 * live; booking decides which time and provider (booking-plan.ts), then writes through
 * these. The book's version moves with every write (a trigger, migration 0018).
 */
import type { NoticeAppointments, RebookVisits } from '../appointment-notices/appointment-notices.service';
import { findAppointmentOfProvider, findAppointmentsOfProvider, findRebookDueVisits, lockAppointment, markRebookNudged } from './appointments.repo';

export {
  closeAwaitingAppointment,
  closeConfirmedAppointment,
  findAppointmentById,
  deleteCancelledAppointmentOf,
  findAppointmentByIdempotencyKey,
  findAppointmentOf,
  findAppointmentsForCalendar,
  findAppointmentsOfProvider,
  findConfirmedBookings,
  findConfirmedSeriesVisitsOf,
  findConfirmedVisitsOf,
  insertAppointment,
  lockAppointment,
  lockProviderSchedule,
  moveConfirmedAppointment,
  type AppointmentRow,
} from './appointments.repo';
export { appointmentBookVersion } from './appointments-version';
export { appointmentSubject, toAppointment } from './appointment-views';

/** The appointments as the notices' timed jobs read them: app.ts hands these to modules/appointment-notices. */
/** A provider's visit, as the report cards read it (issue 29): app.ts hands it over. */
export const visitOfProvider = findAppointmentOfProvider;

/** The completed visits as the rebook nudges' sweep reads and marks them (issue 29). */
export const visitsForRebookNudges: RebookVisits = { due: findRebookDueVisits, markNudged: markRebookNudged };

export const appointmentsForNotices: NoticeAppointments = {
  lock: lockAppointment,
  ofProvider: (tx, providerId, from, to) => findAppointmentsOfProvider(tx, providerId, from, to),
};
