import { useId, useRef, useState } from 'react';
import { bookingMessages, type Appointment } from '@shared/contracts/booking';
import { buttonClass } from '@web/components/ui/button-class';
import { useCancelAppointment } from '@web/features/booking/api/cancel-appointment';
import { useDeleteAppointment } from '@web/features/booking/api/delete-appointment';
import { ReschedulePanel } from '@web/features/booking/components/reschedule-panel';
import { StatusBadge } from '@web/components/ui/status-badge';
import { formatLongDate } from '@web/lib/format-long-date';
import styles from '@web/features/booking/components/appointments.module.css';

interface AppointmentCardProps {
  appointment: Appointment;
  /** Tells the list what happened, for its live region; after a delete the list takes focus. */
  onAnnounce: (message: string, options?: { removed?: boolean }) => void;
}

/**
 * One appointment: service, pet, date, time, price, status. Only Confirmed ones offer
 * Reschedule and Cancel; only Cancelled ones offer Delete (spec §2). Cancel and delete
 * ask first; their failures are only logged (spec §8).
 */
export function AppointmentCard({ appointment, onAnnounce }: AppointmentCardProps) {
  const headingId = useId();
  const panelId = useId();
  const [rescheduling, setRescheduling] = useState(false);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancel = useCancelAppointment();
  const remove = useDeleteAppointment();
  const longDate = formatLongDate(appointment.date);
  const context = ` appointment for ${appointment.petName} on ${longDate}`;
  const busy = cancel.isPending || remove.isPending;

  const cancelAppointment = () => {
    if (!window.confirm(bookingMessages.confirmCancel)) return;
    setRescheduling(false);
    cancel.mutate(appointment.id, {
      onSuccess: () => {
        onAnnounce(`Your appointment for ${appointment.petName} on ${longDate} at ${appointment.time} has been cancelled.`);
        headingRef.current?.focus();
      },
    });
  };

  const deleteAppointment = () => {
    if (!window.confirm(bookingMessages.confirmDelete)) return;
    remove.mutate(appointment.id, {
      onSuccess: () => onAnnounce(`The cancelled appointment for ${appointment.petName} on ${longDate} has been deleted.`, { removed: true }),
    });
  };

  return (
    <article className={styles.card} aria-labelledby={headingId} data-status={appointment.status}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
          {appointment.service.name}
        </h3>
        <StatusBadge status={appointment.status} />
      </header>
      <dl className={styles.details}>
        <div>
          <dt>Pet</dt>
          <dd>
            {appointment.petName} ({appointment.petType})
          </dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{longDate}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{appointment.time}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{appointment.price}</dd>
        </div>
        {appointment.providerName && (
          <div>
            <dt>Provider</dt>
            <dd>{appointment.providerName}</dd>
          </div>
        )}
        {appointment.specialInstructions && (
          <div className={styles.wide}>
            <dt>Special instructions</dt>
            <dd>{appointment.specialInstructions}</dd>
          </div>
        )}
      </dl>

      {appointment.status === 'Confirmed' && (
        <div className={styles.actions}>
          <button
            ref={rescheduleButton}
            type="button"
            className={buttonClass('outline', { size: 'small' })}
            aria-expanded={rescheduling}
            aria-controls={rescheduling ? panelId : undefined}
            onClick={() => setRescheduling((open) => !open)}
            disabled={busy}
          >
            Reschedule<span className="visually-hidden">{context}</span>
          </button>
          <button type="button" className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`} onClick={cancelAppointment} disabled={busy}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel'}
            <span className="visually-hidden">{context}</span>
          </button>
        </div>
      )}
      {appointment.status === 'Cancelled' && (
        <div className={styles.actions}>
          <button type="button" className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`} onClick={deleteAppointment} disabled={busy}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
            <span className="visually-hidden">{context}</span>
          </button>
        </div>
      )}

      {rescheduling && appointment.status === 'Confirmed' && (
        <ReschedulePanel
          id={panelId}
          appointment={appointment}
          onRescheduled={(moved) => {
            setRescheduling(false);
            onAnnounce(`Your appointment for ${moved.petName} is now on ${formatLongDate(moved.date)} at ${moved.time}.`);
            rescheduleButton.current?.focus();
          }}
          onClose={() => {
            setRescheduling(false);
            rescheduleButton.current?.focus();
          }}
        />
      )}
    </article>
  );
}
