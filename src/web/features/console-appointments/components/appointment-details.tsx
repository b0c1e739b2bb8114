import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLingui } from '@lingui/react';
import type { ConsoleAppointment } from '@shared/contracts/appointment-book';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { StatusBadge } from '@web/components/ui/status-badge';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import { useMarkNoShow } from '@web/features/console-appointments/api/mark-no-show';
import type { ActionDone } from '@web/features/console-appointments/components/action-done';
import { AppointmentReportCard } from '@web/features/console-appointments/components/appointment-report-card';
import { CancelAction } from '@web/features/console-appointments/components/cancel-action';
import { ReassignForm } from '@web/features/console-appointments/components/reassign-form';
import { RescheduleForm } from '@web/features/console-appointments/components/reschedule-form';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';
import { VisitWaiver } from '@web/components/appointments/visit-waiver';
import { DepositLine } from '@web/components/appointments/deposit-line';
import { useDepositAction } from '@web/features/console-appointments/api/deposit-action';

/**
 * One appointment's details and what the owner may still do with it: give it to another
 * provider, move it, or cancel it while it has not started (the customer is emailed each
 * time), or mark a no-show once it has. Escape or Close goes back to the appointment in the list.
 */
export function AppointmentDetails({
  id,
  appointment,
  today,
  headingRef,
  onClose,
  onDone,
}: {
  id: string;
  appointment: ConsoleAppointment;
  today: string;
  /** The heading, which the book focuses when the details open and after an action. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
  onDone: (done: ActionDone) => void;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const pet = usePetLabels();
  const headingId = useId();
  const noShow = useMarkNoShow();
  const depositAction = useDepositAction();
  const [failure, setFailure] = useState<{ text: string; attempt: number } | null>(null);
  const busy = noShow.isPending || depositAction.isPending;
  const deposit = appointment.deposit;
  const petName = appointment.pet.name;
  const when = _('screens.console.appointments.when', {
    date: format.longDate(appointment.date),
    start: format.timeOf(appointment.startsAt),
    end: format.timeOf(appointment.endsAt),
  });

  const failed = (error: unknown) =>
    setFailure((previous) => ({
      text: isApiClientError(error) && error.status >= 400 && error.status < 500 ? error.message : _('screens.console.appointments.actionFailed'),
      attempt: (previous?.attempt ?? 0) + 1,
    }));
  const done = (result: ActionDone) => {
    setFailure(null);
    onDone(result);
  };

  const onNoShow = () =>
    noShow.mutateAsync(appointment.id).then(() => done({ notice: _('screens.console.appointments.markedNoShow', { pet: petName, when }) }), failed);

  // Issue 29: waive an awaited deposit (the visit is confirmed unpaid), or refund a paid or kept one; each audited.
  const onDeposit = (action: 'waive' | 'refund') => {
    const amount = format.money(deposit!.totalCents);
    const question = action === 'waive' ? _('screens.console.appointments.confirmWaive', { amount, pet: petName }) : _('screens.console.appointments.confirmRefund', { amount, pet: petName });
    if (!window.confirm(question)) return;
    depositAction.mutateAsync({ appointmentId: appointment.id, action }).then(
      () => done({ notice: action === 'waive' ? _('screens.console.appointments.waived', { amount, pet: petName }) : _('screens.console.appointments.refunded', { amount, pet: petName }) }),
      failed,
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <section id={id} className={styles.details} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className={styles.detailsHead}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {_('screens.console.appointments.detailsTitle', { pet: petName, service: appointment.service.name })}
        </h2>
        <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={onClose}>
          {_('screens.console.appointments.close')}
        </button>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{_('screens.console.appointments.status')}</dt>
          <dd>
            <StatusBadge status={appointment.status} />
          </dd>
        </div>
        <div>
          <dt>{_('screens.console.appointments.whenLabel')}</dt>
          <dd>{when}</dd>
        </div>
        <div>
          <dt>{_('screens.console.appointments.provider')}</dt>
          <dd>
            {appointment.provider.displayName}
            {appointment.previousProvider && (
              <>
                <br />
                <span className={styles.muted}>{_('screens.console.appointments.reassignedFrom', { provider: appointment.previousProvider.displayName })}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{_('screens.console.appointments.pet')}</dt>
          <dd>
            {petName} ({pet.type(appointment.pet.type)})
          </dd>
        </div>
        <div>
          <dt>{_('screens.console.appointments.service')}</dt>
          <dd>{appointment.service.name}</dd>
        </div>
        <div>
          <dt>{_('screens.console.appointments.customer')}</dt>
          <dd>
            {appointment.customer.name}
            <br />
            <a href={`mailto:${appointment.customer.email}`}>{appointment.customer.email}</a>
          </dd>
        </div>
        <div>
          <dt>{_('screens.appointment.waiver')}</dt>
          <dd>
            <VisitWaiver waiver={appointment.waiver} />
          </dd>
        </div>
        {appointment.seriesId && (
          <div>
            <dt>{_('screens.appointment.repeats')}</dt>
            <dd>{_('screens.appointment.partOfSeries')}</dd>
          </div>
        )}
        {deposit && <DepositLine deposit={deposit} />}
        {appointment.specialInstructions && (
          <div>
            <dt>{_('screens.console.appointments.instructions')}</dt>
            <dd>{appointment.specialInstructions}</dd>
          </div>
        )}
      </dl>

      {appointment.reportCardWritten && <AppointmentReportCard appointmentId={appointment.id} />}

      {failure && <FormAlert key={failure.attempt}>{failure.text}</FormAlert>}

      {deposit?.state === 'awaiting' && (
        <div className={styles.actionRow}>
          <button type="button" className={buttonClass('outline')} disabled={busy} onClick={() => onDeposit('waive')}>
            {_('screens.console.appointments.waiveDeposit')}
          </button>
          <p className={styles.muted}>{_('screens.console.appointments.waiveHint')}</p>
        </div>
      )}
      {(deposit?.state === 'paid' || deposit?.state === 'kept') && (
        <div className={styles.actionRow}>
          <button type="button" className={buttonClass('outline')} disabled={busy} onClick={() => onDeposit('refund')}>
            {_('screens.console.appointments.refundDeposit', { amount: format.money(deposit.totalCents) })}
          </button>
        </div>
      )}

      {appointment.changeable && (
        <>
          <ReassignForm appointment={appointment} when={when} onDone={done} onFailed={failed} />
          <RescheduleForm appointment={appointment} today={today} onDone={done} onFailed={failed} />
          <CancelAction appointment={appointment} when={when} onDone={done} onFailed={failed} />
        </>
      )}
      {appointment.noShowable && (
        <div className={styles.actionRow}>
          <button type="button" className={buttonClass('accent')} disabled={busy} onClick={onNoShow}>
            {_('screens.console.appointments.markNoShow')}
          </button>
        </div>
      )}
      {!appointment.changeable && !appointment.noShowable && <p className={styles.muted}>{_('screens.console.appointments.settled')}</p>}
    </section>
  );
}
