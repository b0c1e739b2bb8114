import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { voidGiftCardBodySchema, type GiftCardDetails } from '@shared/contracts/gift-cards';
import { CreditHistory } from '@web/components/ledger/credit-history';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import { useFormat } from '@web/lib/i18n';
import { useVoidGiftCard } from '@web/features/console-gift-cards/api/gift-cards';
import styles from '@web/features/console-gift-cards/components/console-gift-cards.module.css';

const saveWords = { failed: 'screens.console.giftCards.voidFailed', fixFields: 'screens.console.giftCards.fixFields' };

/** The state of a card in words: voided, mailed, or waiting for its day. */
export function useCardState() {
  const { _ } = useLingui();
  const format = useFormat();
  return (card: Pick<GiftCardDetails, 'voidedAt' | 'deliveredAt' | 'deliverOn'>) =>
    card.voidedAt
      ? _('screens.console.giftCards.state.voided', { date: format.day(card.voidedAt) })
      : card.deliveredAt
        ? _('screens.console.giftCards.state.mailed', { date: format.day(card.deliveredAt) })
        : _('screens.console.giftCards.state.waiting', { date: format.longDate(card.deliverOn) });
}

/** One card: who it is for and from, its state, its entries, and voiding it with a reason. */
export function GiftCardPanel({ card }: { card: GiftCardDetails }) {
  const { _ } = useLingui();
  const format = useFormat();
  const stateOf = useCardState();
  const voidCard = useVoidGiftCard(card.id);
  const [reason, setReason] = useState('');
  const { problem, attempt, refuse, clear } = useRefusal<'reason'>(['reason']);


  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (voidCard.isPending) return;
    const checked = validateWith<typeof voidGiftCardBodySchema, 'reason'>(voidGiftCardBodySchema, { reason }, _);
    if (checked.errors) return refuse(form, { message: '', fields: checked.errors });
    clear();
    voidCard.mutate(checked.data.reason, { onError: (error) => refuse(form, saveProblemOf(error, ['reason'], _, saveWords)) });
  };

  const headingId = `gift-card-${card.id}`;
  return (
    <article className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId}>{_('screens.console.giftCards.cardTitle', { ending: card.codeEnding })}</h2>
      <dl className={styles.facts}>
        <dt>{_('screens.console.giftCards.for')}</dt>
        <dd>
          {card.recipientName} ({card.recipientEmail})
        </dd>
        <dt>{_('screens.console.giftCards.from')}</dt>
        <dd>{card.senderName}</dd>
        <dt>{_('screens.console.giftCards.value')}</dt>
        <dd>{format.money(card.initialCents)}</dd>
        <dt>{_('screens.console.giftCards.stateLabel')}</dt>
        <dd>{stateOf(card)}</dd>
        {card.voidReason && (
          <>
            <dt>{_('screens.console.giftCards.voidReason')}</dt>
            <dd>{card.voidReason}</dd>
          </>
        )}
      </dl>
      <CreditHistory credit={card} labelledBy={headingId} />
      {!card.voidedAt && (
        <form onSubmit={submit} noValidate className={styles.inline}>
          {problem && Object.keys(problem.fields).length === 0 && (
            <FormAlert key={attempt}>
              <p>{problem.message}</p>
            </FormAlert>
          )}
          <TextField label={_('screens.console.giftCards.voidReasonLabel')} name="reason" autoComplete="off" maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} error={problem?.fields.reason} />
          <button type="submit" className={buttonClass('outline')} disabled={voidCard.isPending}>
            {_('screens.console.giftCards.void')}
          </button>
        </form>
      )}
    </article>
  );
}
