import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@web/components/ui/button-class';
import { TextField } from '@web/components/ui/text-field';
import type { Tenders } from '@web/features/cart/components/use-tenders';
import styles from '@web/features/cart/components/cart.module.css';
import { useRefusal } from '@web/lib/form-errors';
import { useFormat } from '@web/lib/i18n';
import { useLingui } from '@lingui/react';

const fields = ['giftCardCode'] as const;

/**
 * Paying with a gift card and store credit (issue 32): a code to apply, and the
 * customer's store credit offered with what they hold. The amounts they pay show in the
 * summary above (TenderAmounts).
 */
export function TenderChoice({ tenders }: { tenders: Tenders }) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const { problem, refuse, clear } = useRefusal(fields);
  const available = tenders.quote?.storeCredit.availableCents ?? 0;

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (code.trim() === '') return;
    clear();
    setApplying(true);
    const refused = await tenders.applyGiftCard(code.trim());
    setApplying(false);
    if (refused) refuse(form, refused);
    else setCode('');
  };

  return (
    <section className={styles.tenders} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.tendersTitle}>
        {_('screens.cart.payWith')}
      </h3>
      {tenders.giftCardCode && tenders.quote?.giftCard ? (
        <p className={styles.appliedCard}>
          <span>{_('screens.cart.giftCardLine', { ending: tenders.quote.giftCard.codeEnding })}</span>
          <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={tenders.removeGiftCard}>
            {_('screens.cart.removeGiftCard')}
          </button>
        </p>
      ) : (
        <form className={styles.giftCardForm} onSubmit={(event) => void apply(event)} noValidate>
          <TextField
            label={_('screens.cart.giftCardCode')}
            name="giftCardCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={problem?.fields.giftCardCode ?? (problem ? problem.message : undefined)}
          />
          <button type="submit" className={buttonClass('outline', { size: 'small' })} disabled={applying}>
            {_('screens.cart.applyGiftCard')}
          </button>
        </form>
      )}
      {available > 0 && (
        <label className={styles.storeCredit}>
          <input type="checkbox" checked={tenders.useStoreCredit} onChange={(event) => tenders.setUseStoreCredit(event.target.checked)} />
          {_('screens.cart.useStoreCredit', { amount: format.money(available) })}
        </label>
      )}
    </section>
  );
}

/** The summary's lines for the tenders: "Gift card ····H2CN −$20.00", "Store credit −$5.00", "To pay $7.89". */
export function TenderAmounts({ tenders }: { tenders: Tenders }) {
  const { _ } = useLingui();
  const format = useFormat();
  const quote = tenders.quote;
  if (!quote || (!quote.giftCard?.appliedCents && !quote.storeCredit.appliedCents)) return null;
  return (
    <>
      {quote.giftCard && quote.giftCard.appliedCents > 0 && (
        <div className={styles.amount}>
          <dt>{_('screens.cart.giftCardLine', { ending: quote.giftCard.codeEnding })}</dt>
          <dd>−{format.money(quote.giftCard.appliedCents)}</dd>
        </div>
      )}
      {quote.storeCredit.appliedCents > 0 && (
        <div className={styles.amount}>
          <dt>{_('screens.cart.storeCreditLine')}</dt>
          <dd>−{format.money(quote.storeCredit.appliedCents)}</dd>
        </div>
      )}
      <div className={`${styles.amount} ${styles.total}`}>
        <dt>{_('screens.cart.toPay')}</dt>
        <dd>{format.money(quote.toPayCents)}</dd>
      </div>
    </>
  );
}
