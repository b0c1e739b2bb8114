import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { buyGiftCardBodySchema, GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS, GIFT_CARD_SHOP_AMOUNTS_CENTS } from '@shared/contracts/gift-cards';
import type { Locale } from '@shared/i18n/locales';
import { parseDollars } from '@shared/money/money';
import { todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import { GiftCardFields, type GiftCardField, type GiftCardFieldValues } from '@web/components/gift-cards/gift-card-fields';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import { useFormat } from '@web/lib/i18n';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { useBuyGiftCard } from '@web/features/gift-cards/api/buy-gift-card';
import styles from '@web/features/gift-cards/components/gift-cards.module.css';

const fields = ['amountCents', 'recipientName', 'recipientEmail', 'senderName', 'message', 'deliverOn', 'locale'] as const satisfies readonly GiftCardField[];
type Field = (typeof fields)[number];
const saveWords = { failed: 'screens.giftCards.failed', fixFields: 'screens.giftCards.fixFields' };
const OTHER = 'other';

/**
 * A customer buys a gift card for someone (issue 32): one of the shop's amounts or their
 * own within the limits, for whom, from whom, the day it is mailed, the recipient's
 * language and a message; checked with the server's contract, then on to the payment.
 * The form's key makes a double click one purchase.
 */
export function BuyGiftCardForm({ senderName }: { senderName: string }) {
  const { _ } = useLingui();
  const format = useFormat();
  const buy = useBuyGiftCard();
  const today = todayInZone(new Date(), siteConfig.timeZone);
  const [requestKey] = useState(newIdempotencyKey);
  const [choice, setChoice] = useState<string>(String(GIFT_CARD_SHOP_AMOUNTS_CENTS[1]));
  const [otherAmount, setOtherAmount] = useState('');
  const [values, setValues] = useState<GiftCardFieldValues>({ recipientName: '', recipientEmail: '', senderName, message: '', deliverOn: today, locale: format.locale as Locale });
  const { problem, attempt, refuse, clear } = useRefusal<Field>(fields);
  const change = (name: keyof GiftCardFieldValues) => (event: { target: { value: string } }) => setValues((before) => ({ ...before, [name]: event.target.value }));
  const amountCents = choice === OTHER ? (parseDollars(otherAmount) ?? Number.NaN) : Number(choice);
  const amountsId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (buy.isPending) return;
    const checked = validateWith<typeof buyGiftCardBodySchema, Field>(buyGiftCardBodySchema, { ...values, amountCents, requestKey }, _);
    if (checked.errors) return refuse(form, { message: '', fields: checked.errors });
    clear();
    buy.mutate(checked.data, { onError: (error) => refuse(form, saveProblemOf(error, fields, _, saveWords)) });
  };

  const amount = (
    <fieldset className={styles.amounts} aria-describedby={problem?.fields.amountCents ? `${amountsId}-error` : undefined}>
      <legend className={styles.legend}>{_('screens.giftCards.amounts')}</legend>
      <div className={styles.choices}>
        {[...GIFT_CARD_SHOP_AMOUNTS_CENTS.map(String), OTHER].map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="amount" value={value} checked={choice === value} onChange={() => setChoice(value)} />
            {value === OTHER ? _('screens.giftCards.otherAmount', { min: format.money(GIFT_CARD_MIN_CENTS), max: format.money(GIFT_CARD_MAX_CENTS) }) : format.money(Number(value))}
          </label>
        ))}
      </div>
      {choice === OTHER && (
        <TextField
          label={_('screens.giftCards.otherAmount', { min: format.money(GIFT_CARD_MIN_CENTS), max: format.money(GIFT_CARD_MAX_CENTS) })}
          name="amountCents"
          inputMode="decimal"
          autoComplete="off"
          value={otherAmount}
          onChange={(event) => setOtherAmount(event.target.value)}
          error={problem?.fields.amountCents}
        />
      )}
      {choice !== OTHER && <FieldError id={`${amountsId}-error`} message={problem?.fields.amountCents} announce={false} />}
    </fieldset>
  );

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <h2 className={styles.formTitle}>{_('screens.giftCards.formTitle')}</h2>
      {problem && Object.keys(problem.fields).length === 0 && (
        <FormAlert key={attempt}>
          <p>{problem.message}</p>
        </FormAlert>
      )}
      <GiftCardFields
        amount={amount}
        values={values}
        onChange={change}
        errors={problem?.fields}
        today={today}
        words={{
          deliverOn: _('screens.giftCards.deliverOn'),
          recipientName: _('screens.giftCards.recipientName'),
          recipientEmail: _('screens.giftCards.recipientEmail'),
          senderName: _('screens.giftCards.senderName'),
          language: _('screens.giftCards.language'),
          message: _('screens.giftCards.message'),
        }}
      />
      <div>
        <button type="submit" className={buttonClass('primary')} disabled={buy.isPending}>
          {buy.isPending
            ? _('screens.giftCards.buying')
            : Number.isFinite(amountCents)
              ? _('screens.giftCards.buy', { amount: format.money(amountCents) })
              : _('screens.giftCards.buyNoAmount')}
        </button>
      </div>
    </form>
  );
}
