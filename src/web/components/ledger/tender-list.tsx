import type { OrderTender } from '@shared/contracts/tenders';
import { useFormat } from '@web/lib/i18n';
import { useLingui } from '@lingui/react';

/**
 * What paid an order (issue 32): each gift card and store credit with what it paid (and
 * what refunds gave back to it), then what the bank card paid. The customer's order page
 * and the console's show the same list.
 */
export function TenderList({ tenders, chargedCents, className }: { tenders: readonly OrderTender[]; chargedCents: number; className?: string }) {
  const { _ } = useLingui();
  const format = useFormat();
  return (
    <ul className={className}>
      {tenders.map((tender) => (
        <li key={`${tender.kind}${tender.codeEnding ?? ''}`}>
          {tender.kind === 'giftCard' ? _('screens.cart.giftCardLine', { ending: tender.codeEnding ?? '' }) : _('screens.cart.storeCreditLine')}{' '}
          −{format.money(tender.amountCents)}
          {tender.refundedCents > 0 && <> ({_('screens.order.tenderRefunded', { amount: format.money(tender.refundedCents) })})</>}
        </li>
      ))}
      {chargedCents > 0 && (
        <li>
          {_('screens.order.chargedToCard')} {format.money(chargedCents)}
        </li>
      )}
    </ul>
  );
}
