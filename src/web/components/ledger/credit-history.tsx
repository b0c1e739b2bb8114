import { useLingui } from '@lingui/react';
import type { CreditReason, StoreCredit } from '@shared/contracts/store-credit';
import { TableRegion } from '@web/components/ui/table-region';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/components/ledger/credit-history.module.css';

const reasonNames: Record<CreditReason, string> = {
  goodwill: 'screens.storeCredit.reason.goodwill',
  correction: 'screens.storeCredit.reason.correction',
  spent: 'screens.storeCredit.reason.spent',
  issued: 'screens.storeCredit.reason.issued',
  voided: 'screens.storeCredit.reason.voided',
  closedToGiftCard: 'screens.storeCredit.reason.closedToGiftCard',
  spendReversed: 'screens.storeCredit.reason.spendReversed',
  refund: 'screens.storeCredit.reason.refund',
};

/**
 * A holding's balance and its latest entries from the one ledger (store credit, a gift
 * card), newest first: when, why (and the owner's words), how much and what was left.
 * The table is named by `labelledBy`.
 */
export function CreditHistory({ credit, labelledBy }: { credit: Pick<StoreCredit, 'balanceCents' | 'entries'>; labelledBy: string }) {
  const { _ } = useLingui();
  const format = useFormat();
  return (
    <>
      <p className={styles.balance}>{_('screens.storeCredit.balance', { amount: format.money(credit.balanceCents) })}</p>
      {credit.entries.length > 0 && (
        <TableRegion labelledBy={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{_('screens.storeCredit.when')}</th>
              <th scope="col">{_('screens.storeCredit.what')}</th>
              <th scope="col" className={styles.number}>
                {_('screens.storeCredit.amount')}
              </th>
              <th scope="col" className={styles.number}>
                {_('screens.storeCredit.left')}
              </th>
            </tr>
          </thead>
          <tbody>
            {credit.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>{format.day(entry.at)}</time>
                </td>
                <td>
                  {_(reasonNames[entry.reason])}
                  {entry.note && `: ${entry.note}`}
                </td>
                <td className={styles.number}>{entry.amountCents > 0 ? `+${format.money(entry.amountCents)}` : `−${format.money(-entry.amountCents)}`}</td>
                <td className={styles.number}>{format.money(entry.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </>
  );
}
