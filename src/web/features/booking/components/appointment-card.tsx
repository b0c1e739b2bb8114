import { useId, useRef, useState } from 'react';
import type { Appointment } from '@shared/contracts/booking';
import { buttonClass } from '@web/components/ui/button-class';
import { useBookingRules } from '@web/features/booking/api/get-booking-rules';
import { useCancelAppointment } from '@web/features/booking/api/cancel-appointment';
import { useCancelFollowing } from '@web/features/booking/api/cancel-following';
import { useDeleteAppointment } from '@web/features/booking/api/delete-appointment';
import { changeLockedReason, isRuleRefusal } from '@web/features/booking/lib/change-rules';
import { ReschedulePanel } from '@web/features/booking/components/reschedule-panel';
import { StatusBadge } from '@web/components/ui/status-badge';
import { DepositLine, DepositPolicy, PayDeposit } from '@web/features/booking/components/deposit-details';
import styles from '@web/features/booking/components/appointments.module.css';
import { useLingui } from '@lingui/react';
import { useFormat, useWords } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';

interface AppointmentCardProps {
  appointment: Appointment;
  /** Tells the list what happened, for its live region; after a delete the list takes focus. */
  onAnnounce: (message: string, options?: { removed?: boolean }) => void;
}

/**
 * One appointment: service, pet, date, time, price, status. Only Confirmed ones offer
 * Reschedule and Cancel; only Cancelled ones offer Delete (spec §2). Cancel and delete
 * ask first; their failures are only logged (spec §8), except a booking rule's refusal
 * (issue 14), shown in its words. One that has started, or is inside the owner's
 * cancellation window, offers neither and says why: call the shop.
 */
export function AppointmentCard({ appointment, onAnnounce }: AppointmentCardProps) {
  const headingId = useId();
  const panelId = useId();
  const [rescheduling, setRescheduling] = useState(false);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cancel = useCancelAppointment();
  const cancelSeries = useCancelFollowing();
  // Issue 29: a visit of a series asks "this visit" or "this and following" first.
  const [choosingCancel, setChoosingCancel] = useState(false);
  const cancelChoiceId = useId();
  const remove = useDeleteAppointment();
  const { _ } = useLingui();
  const format = useFormat();
  const words = useWords();
  const pet = usePetLabels();
  const rules = useBookingRules();
  const longDate = format.longDate(appointment.date);
  const time = format.timeOf(appointment.startsAt);
  const context = _('screens.appointment.context', { pet: appointment.petName, date: longDate });
  const busy = cancel.isPending || remove.isPending || cancelSeries.isPending;
  // The server's refusal, announced as it happens; else what the rules already say.
  const refused = isRuleRefusal(cancel.error) ? cancel.error.message : isRuleRefusal(cancelSeries.error) ? cancelSeries.error.message : undefined;
  const locked = changeLockedReason(appointment, new Date(), rules.data);
  // Issue 29: a paid deposit's visit may still be cancelled inside the window; the deposit is then kept.
  const lateCancel = appointment.status === 'Confirmed' && !refused && appointment.deposit?.state === 'paid' && !appointment.deposit.refundableOnCancel && locked !== undefined;
  const lockedWords = refused ?? (locked && words(locked));

  const cancelFollowing = () => {
    if (!window.confirm(_('screens.appointment.confirmCancelFollowing'))) return;
    setChoosingCancel(false);
    cancelSeries.mutate(appointment.id, {
      onSuccess: ({ appointments }) => {
        onAnnounce(_('screens.appointment.cancelledFollowingAnnounced', { count: appointments.length, pet: appointment.petName, date: longDate }));
        headingRef.current?.focus();
      },
    });
  };

  const cancelAppointment = () => {
    const question = lateCancel
      ? _('screens.deposit.confirmLateCancel', { amount: format.money(appointment.deposit!.totalCents) })
      : _('screens.appointment.confirmCancel');
    if (!window.confirm(question)) return;
    setChoosingCancel(false);
    setRescheduling(false);
    cancel.mutate(appointment.id, {
      onSuccess: () => {
        onAnnounce(_('screens.appointment.cancelledAnnounced', { pet: appointment.petName, date: longDate, time }));
        headingRef.current?.focus();
      },
    });
  };

  const deleteAppointment = () => {
    if (!window.confirm(_('screens.appointment.confirmDelete'))) return;
    remove.mutate(appointment.id, {
      onSuccess: () => onAnnounce(_('screens.appointment.deletedAnnounced', { pet: appointment.petName, date: longDate }), { removed: true }),
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
          <dt>{_('screens.appointment.pet')}</dt>
          <dd>
            {appointment.petName} ({pet.type(appointment.petType)})
          </dd>
        </div>
        <div>
          <dt>{_('screens.appointment.date')}</dt>
          <dd>{longDate}</dd>
        </div>
        <div>
          <dt>{_('screens.appointment.time')}</dt>
          <dd>{time}</dd>
        </div>
        <div>
          <dt>{_('screens.order.price')}</dt>
          <dd>{format.price(appointment.priceCents)}</dd>
        </div>
        {appointment.providerName && (
          <div>
            <dt>{_('screens.appointment.provider')}</dt>
            <dd>{appointment.providerName}</dd>
          </div>
        )}
        {appointment.seriesId && (
          <div>
            <dt>{_('screens.appointment.repeats')}</dt>
            <dd>{_('screens.appointment.partOfSeries')}</dd>
          </div>
        )}
        {appointment.specialInstructions && (
          <div className={styles.wide}>
            <dt>{_('screens.appointment.specialInstructions')}</dt>
            <dd>{appointment.specialInstructions}</dd>
          </div>
        )}
        {appointment.deposit && <DepositLine deposit={appointment.deposit} />}
      </dl>
      {appointment.deposit && ['paid', 'kept'].includes(appointment.deposit.state) && <DepositPolicy deposit={appointment.deposit} />}
      {appointment.status === 'Awaiting deposit' && <PayDeposit appointment={appointment} />}
      {appointment.status === 'Awaiting deposit' && (
        // Issue 29: a visit not yet paid for may be cancelled at once; its time is freed.
        <div className={styles.actions}>
          <button type="button" className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`} onClick={cancelAppointment} disabled={busy}>
            {cancel.isPending ? _('screens.appointment.cancelling') : _('screens.provider.cancel')}
            <span className="visually-hidden"> {context}</span>
          </button>
        </div>
      )}
      {lateCancel && (
        <div className={styles.actions}>
          <p className={styles.locked}>{_('screens.deposit.lateCancelWarning', { amount: format.money(appointment.deposit!.totalCents) })}</p>
          <button type="button" className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`} onClick={cancelAppointment} disabled={busy}>
            {cancel.isPending ? _('screens.appointment.cancelling') : _('screens.provider.cancel')}
            <span className="visually-hidden"> {context}</span>
          </button>
        </div>
      )}

      {appointment.status === 'Confirmed' && lockedWords && !lateCancel && (
        <p role={refused ? 'alert' : undefined} className={styles.locked}>
          {lockedWords}
        </p>
      )}
      {appointment.status === 'Confirmed' && !lockedWords && (
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
            {_('screens.appointment.reschedule')}
            <span className="visually-hidden"> {context}</span>
          </button>
          <button
            type="button"
            className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`}
            onClick={appointment.seriesId ? () => setChoosingCancel((open) => !open) : cancelAppointment}
            aria-expanded={appointment.seriesId ? choosingCancel : undefined}
            aria-controls={appointment.seriesId && choosingCancel ? cancelChoiceId : undefined}
            disabled={busy}
          >
            {cancel.isPending || cancelSeries.isPending ? _('screens.appointment.cancelling') : _('screens.provider.cancel')}
            <span className="visually-hidden"> {context}</span>
          </button>
        </div>
      )}
      {appointment.status === 'Confirmed' && !lockedWords && appointment.seriesId && choosingCancel && (
        <fieldset id={cancelChoiceId} className={styles.seriesChoice}>
          <legend>{_('screens.appointment.cancelWhich')}</legend>
          <div className={styles.actions}>
            <button type="button" className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`} onClick={cancelAppointment} disabled={busy}>
              {_('screens.appointment.cancelThisVisit')}
            </button>
            <button type="button" className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`} onClick={cancelFollowing} disabled={busy}>
              {_('screens.appointment.cancelFollowing')}
            </button>
            <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => setChoosingCancel(false)} disabled={busy}>
              {_('screens.appointment.keepVisits')}
            </button>
          </div>
        </fieldset>
      )}
      {appointment.status === 'Cancelled' && (
        <div className={styles.actions}>
          <button type="button" className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`} onClick={deleteAppointment} disabled={busy}>
            {remove.isPending ? _('screens.appointment.deleting') : _('screens.appointment.delete')}
            <span className="visually-hidden"> {context}</span>
          </button>
        </div>
      )}

      {rescheduling && appointment.status === 'Confirmed' && (
        <ReschedulePanel
          id={panelId}
          appointment={appointment}
          onRescheduled={(moved) => {
            setRescheduling(false);
            onAnnounce(
              _('screens.appointment.movedAnnounced', { pet: moved.petName, date: format.longDate(moved.date), time: format.timeOf(moved.startsAt) }),
            );
            rescheduleButton.current?.focus();
          }}
          onClose={() => {
            setRescheduling(false);
            // Refused by a rule meanwhile, the card no longer has the button: its heading keeps the place.
            (rescheduleButton.current ?? headingRef.current)?.focus();
          }}
        />
      )}
    </article>
  );
}
