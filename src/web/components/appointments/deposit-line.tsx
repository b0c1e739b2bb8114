import { useLingui } from '@lingui/react';
import type { AppointmentDeposit, DepositState } from '@shared/contracts/deposits';
import { useFormat } from '@web/lib/i18n';

const stateWords: Record<DepositState, string> = {
  awaiting: 'screens.deposit.state.awaiting',
  paid: 'screens.deposit.state.paid',
  refunding: 'screens.deposit.state.refunding',
  refunded: 'screens.deposit.state.refunded',
  kept: 'screens.deposit.state.kept',
  waived: 'screens.deposit.state.waived',
  released: 'screens.deposit.state.released',
};

/** A visit's deposit as a line of its details (issue 29), for its customer and the owner: what it is and where it stands. */
export function DepositLine({ deposit }: { deposit: AppointmentDeposit }) {
  const { _ } = useLingui();
  const format = useFormat();
  return (
    <div>
      <dt>{_('screens.deposit.heading')}</dt>
      <dd>{_(stateWords[deposit.state], { amount: format.money(deposit.totalCents), time: format.timeOf(deposit.holdUntil) })}</dd>
    </div>
  );
}
