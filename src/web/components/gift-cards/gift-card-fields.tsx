import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { Locale } from '@shared/i18n/locales';
import { GIFT_CARD_MESSAGE_MAX } from '@shared/contracts/gift-cards';
import { SelectField } from '@web/components/ui/select-field';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { languageNames } from '@web/lib/language-names';
import styles from '@web/components/gift-cards/gift-card-fields.module.css';

/** What a gift card form holds as typed: the amount is the caller's (a text field, or the shop's choices). */
export interface GiftCardFieldValues {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  deliverOn: string;
  locale: Locale;
}

export type GiftCardField = 'amountCents' | keyof GiftCardFieldValues;

/** The labels, which differ between the owner's console ("Recipient's name") and the shop ("Their name"). */
export type GiftCardFieldWords = Record<'deliverOn' | 'recipientName' | 'recipientEmail' | 'senderName' | 'language' | 'message', string>;

/**
 * The fields of a gift card, the same for the owner issuing one and a customer buying
 * one (issue 32): for whom, from whom, the day it is mailed, the recipient's language and
 * a message, each with its error; `amount` is the caller's field, shown first.
 */
export function GiftCardFields({
  amount,
  values,
  onChange,
  errors,
  words,
  today,
}: {
  amount: ReactNode;
  values: GiftCardFieldValues;
  onChange: (name: keyof GiftCardFieldValues) => (event: { target: { value: string } }) => void;
  errors: Partial<Record<GiftCardField, string>> | undefined;
  words: GiftCardFieldWords;
  today: string;
}) {
  const { _ } = useLingui();
  return (
    <>
      <div className={styles.fields}>
        {amount}
        <TextField label={words.deliverOn} name="deliverOn" type="date" min={today} value={values.deliverOn} onChange={onChange('deliverOn')} error={errors?.deliverOn} />
        <TextField label={words.recipientName} name="recipientName" autoComplete="off" value={values.recipientName} onChange={onChange('recipientName')} error={errors?.recipientName} />
        <TextField
          label={words.recipientEmail}
          name="recipientEmail"
          type="email"
          autoComplete="off"
          value={values.recipientEmail}
          onChange={onChange('recipientEmail')}
          error={errors?.recipientEmail}
        />
        <TextField label={words.senderName} name="senderName" autoComplete="name" value={values.senderName} onChange={onChange('senderName')} error={errors?.senderName} />
        <SelectField label={words.language} name="locale" value={values.locale} onChange={onChange('locale')} error={errors?.locale}>
          {(['en-CA', 'fr-CA'] as const).map((locale) => (
            <option key={locale} value={locale}>
              {_(languageNames[locale])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={words.message} name="message" rows={3} maxLength={GIFT_CARD_MESSAGE_MAX} value={values.message} onChange={onChange('message')} error={errors?.message} />
    </>
  );
}
