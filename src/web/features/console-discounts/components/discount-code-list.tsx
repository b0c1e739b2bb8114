import { useLingui } from '@lingui/react';
import type { DiscountCode } from '@shared/contracts/discounts';
import { buttonClass } from '@web/components/ui/button-class';
import { TableRegion } from '@web/components/ui/table-region';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/console-discounts/components/console-discounts.module.css';

/** The codes, live ones first: what each takes off, how often it was used on paid orders and what it gave, with Edit and Archive. */
export function DiscountCodeList({
  codes,
  onEdit,
  onArchive,
  archiving,
}: {
  codes: readonly DiscountCode[];
  onEdit: (code: DiscountCode) => void;
  onArchive: (code: DiscountCode) => void;
  archiving: boolean;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  if (codes.length === 0) return <p className={styles.muted}>{_('screens.console.discounts.empty')}</p>;
  return (
    <TableRegion labelledBy="discount-code-list">
      <thead>
        <tr>
          <th scope="col">{_('screens.console.discounts.code')}</th>
          <th scope="col">{_('screens.console.discounts.discount')}</th>
          <th scope="col" className={styles.number}>
            {_('screens.console.discounts.timesUsed')}
          </th>
          <th scope="col" className={styles.number}>
            {_('screens.console.discounts.given')}
          </th>
          <th scope="col">{_('screens.console.discounts.status')}</th>
          <th scope="col">{_('screens.console.discounts.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id}>
            <th scope="row" className={styles.code}>
              {code.code}
            </th>
            <td>
              {code.kind === 'percent'
                ? _('screens.console.discounts.percentOff', { percent: format.percent(code.percentBasisPoints) })
                : _('screens.console.discounts.amountOff', { amount: format.money(code.amountCents) })}
              {code.firstOrderOnly && <span className={styles.note}>{_('screens.console.discounts.firstOrderNote')}</span>}
            </td>
            <td className={styles.number}>{code.timesUsed}</td>
            <td className={styles.number}>{format.money(code.discountGivenCents)}</td>
            <td>{code.archivedAt ? _('screens.console.discounts.archived') : _('screens.console.discounts.live')}</td>
            <td>
              {!code.archivedAt && (
                <span className={styles.actions}>
                  <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => onEdit(code)}>
                    {_('screens.console.discounts.edit', { code: code.code })}
                  </button>
                  <button type="button" className={buttonClass('outline', { size: 'small' })} disabled={archiving} onClick={() => onArchive(code)}>
                    {_('screens.console.discounts.archive', { code: code.code })}
                  </button>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
