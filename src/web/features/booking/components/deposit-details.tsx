import { useLingui } from '@lingui/react';
import type { Appointment } from '@shared/contracts/booking';
import type { AppointmentDeposit } from '@shared/contracts/deposits';
import { windowHours } from '@shared/scheduling/booking-windows';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { usePayDeposit } from '@web/features/booking/api/pay-deposit';
import styles from '@web/features/booking/components/appointments.module.css';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';

export { DepositLine } from '@web/components/appointments/deposit-line';

/** The policy the deposit follows, in its words: the booking rules' cancellation window. */
export function DepositPolicy({ deposit }: { deposit: AppointmentDeposit }) {
  const { _ } = useLingui();
  return <p className={styles.policy}>{_('common.deposit.policy', { hours: windowHours(deposit.cancelWindowMinutes) })}</p>;
}

/**
 * A visit Awaiting deposit: the amount with its HST, until when the time is held, the
 * policy, and the way to pay (the shop's checkout: Stripe or the test checkout). A
 * double click opens the same payment; a refusal (the hold ran out) is said in words.
 */
export function PayDeposit({ appointment, headingLevel = 3 }: { appointment: Appointment; headingLevel?: 2 | 3 }) {
  const { _ } = useLingui();
  const format = useFormat();
  const pay = usePayDeposit();
  const deposit = appointment.deposit;
  if (!deposit || deposit.state !== 'awaiting') return null;
  const amount = format.money(deposit.totalCents);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.deposit} aria-labelledby={`deposit-${appointment.id}`}>
      <Heading id={`deposit-${appointment.id}`} className={styles.depositHeading}>
        {_('screens.deposit.awaitingHeading')}
      </Heading>
      <p>
        {_('screens.deposit.payIntro', {
          amount,
          subtotal: format.money(deposit.subtotalCents),
          tax: format.money(deposit.taxCents),
          taxName: format.taxName,
          time: format.timeOf(deposit.holdUntil),
        })}
      </p>
      <DepositPolicy deposit={deposit} />
      {pay.error && <FormAlert>{isApiClientError(pay.error) ? pay.error.message : _('screens.deposit.payFailed')}</FormAlert>}
      <button type="button" className={buttonClass('primary')} disabled={pay.isPending || pay.isSuccess} onClick={() => pay.mutate(appointment.id)}>
        {pay.isPending || pay.isSuccess ? _('screens.deposit.paying') : _('screens.deposit.pay', { amount })}
      </button>
    </section>
  );
}
