import type { Ref } from 'react';
import { Link } from '@web/lib/routing';
import type { Appointment } from '@shared/contracts/booking';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { Trans, useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import { PayDeposit } from '@web/features/booking/components/deposit-details';

interface BookingSuccessProps {
  appointment: Appointment;
  /** Every visit, when a repeated booking was made (issue 29). */
  visits?: readonly Appointment[] | undefined;
  /** Where the confirmation went, when known. */
  email: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onBookAnother: () => void;
}

/** The summary shown as soon as the server has confirmed the booking (D3: no artificial wait). */
export function BookingSuccess({ appointment, visits, email, headingRef, onBookAnother }: BookingSuccessProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const pet = usePetLabels();
  // Issue 29: a service that asks a deposit is held, not yet confirmed: pay it to confirm.
  const awaiting = appointment.status === 'Awaiting deposit';
  return (
    <section className={`${styles.panel} ${styles.success}`} aria-labelledby="booking-success-heading">
      <h2 id="booking-success-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {awaiting ? _('screens.deposit.heldHeading') : _('screens.booking.confirmed')}
      </h2>
      {awaiting && <PayDeposit appointment={appointment} headingLevel={2} />}
      <p className={styles.lead}>
        {awaiting ? (
          _('screens.deposit.mailAfterPayment')
        ) : email ? (
          <Trans id="screens.booking.confirmationSentTo" values={{ email }} components={{ 0: <strong /> }} />
        ) : (
          _('screens.booking.confirmationSent')
        )}
      </p>
      <dl className={styles.details}>
        <dt>{_('screens.appointment.service')}</dt>
        <dd>{appointment.service.name}</dd>
        <dt>{_('screens.appointment.pet')}</dt>
        <dd>
          {appointment.petName} ({pet.type(appointment.petType)})
        </dd>
        {visits ? (
          <>
            <dt>{_('screens.booking.repeat.visits', { count: visits.length })}</dt>
            <dd>
              <ol className={styles.visits}>
                {visits.map((visit) => (
                  <li key={visit.id}>{_('screens.booking.repeat.when', { date: format.longDate(visit.date), time: format.timeOf(visit.startsAt) })}</li>
                ))}
              </ol>
            </dd>
          </>
        ) : (
          <>
            <dt>{_('screens.appointment.date')}</dt>
            <dd>{format.longDate(appointment.date)}</dd>
            <dt>{_('screens.appointment.time')}</dt>
            <dd>{format.timeOf(appointment.startsAt)}</dd>
          </>
        )}
        <dt>{_('screens.order.price')}</dt>
        <dd>{format.price(appointment.priceCents)}</dd>
        <dt>{_('screens.appointment.provider')}</dt>
        <dd>{appointment.providerName ?? _('screens.booking.providerToBeAssigned')}</dd>
        {appointment.specialInstructions && (
          <>
            <dt>{_('screens.appointment.specialInstructions')}</dt>
            <dd>{appointment.specialInstructions}</dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Link to={paths.checkAppointment.getHref()} className={buttonClass('outline')}>
          {_('screens.booking.viewMine')}
        </Link>
        <button type="button" className={buttonClass('primary')} onClick={onBookAnother}>
          {_('screens.booking.bookAnother')}
        </button>
      </div>
    </section>
  );
}
