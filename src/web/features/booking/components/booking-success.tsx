import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '@shared/contracts/booking';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { formatLongDate } from '@web/lib/format-long-date';
import styles from '@web/features/booking/components/booking-wizard.module.css';

interface BookingSuccessProps {
  appointment: Appointment;
  /** Where the confirmation went, when known. */
  email: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onBookAnother: () => void;
}

/** The summary shown as soon as the server has confirmed the booking (D3: no artificial wait). */
export function BookingSuccess({ appointment, email, headingRef, onBookAnother }: BookingSuccessProps) {
  return (
    <section className={`${styles.panel} ${styles.success}`} aria-labelledby="booking-success-heading">
      <h2 id="booking-success-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        Appointment Confirmed!
      </h2>
      <p className={styles.lead}>
        Thank you for booking with us. A confirmation email with the details and a calendar invitation has been sent to{' '}
        {email ? <strong>{email}</strong> : 'your email address'}.
      </p>
      <dl className={styles.details}>
        <dt>Service</dt>
        <dd>{appointment.service.name}</dd>
        <dt>Pet</dt>
        <dd>
          {appointment.petName} ({appointment.petType})
        </dd>
        <dt>Date</dt>
        <dd>{formatLongDate(appointment.date)}</dd>
        <dt>Time</dt>
        <dd>{appointment.time}</dd>
        <dt>Price</dt>
        <dd>{appointment.price}</dd>
        <dt>Provider</dt>
        <dd>{appointment.providerName ?? 'To be assigned'}</dd>
        {appointment.specialInstructions && (
          <>
            <dt>Special instructions</dt>
            <dd>{appointment.specialInstructions}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Link to={paths.checkAppointment.getHref()} className={buttonClass('outline')}>
          View My Appointments
        </Link>
        <button type="button" className={buttonClass('primary')} onClick={onBookAnother}>
          Book Another Appointment
        </button>
      </div>
    </section>
  );
}
