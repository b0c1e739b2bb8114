import type { ConsoleAppointment } from '@shared/contracts/appointment-book';

/** What a finished action reports to the book: the words to announce, and the date the appointment now falls on when it moved. */
export interface ActionDone {
  notice: string;
  movedTo?: string;
}

/** What every action on an appointment of the book is given: the visit, its time in words, and where to report. */
export interface AppointmentActionProps {
  appointment: ConsoleAppointment;
  when: string;
  onDone: (done: ActionDone) => void;
  onFailed: (error: unknown) => void;
}
