import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { issueGiftCardBodySchema, type IssuedGiftCard } from '@shared/contracts/gift-cards';
import { formatGiftCardCode } from '@shared/money/gift-card-code';
import { parseDollars } from '@shared/money/money';
import { todayInZone } from '@shared/scheduling/slots';
import { siteConfig } from '@shared/site-config/site-config';
import type { Locale } from '@shared/i18n/locales';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { GiftCardFields } from '@web/components/gift-cards/gift-card-fields';
import { TextField } from '@web/components/ui/text-field';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import { useFormat } from '@web/lib/i18n';
import { useIssueGiftCard } from '@web/features/console-gift-cards/api/gift-cards';
import styles from '@web/features/console-gift-cards/components/console-gift-cards.module.css';

const fields = ['amountCents', 'recipientName', 'recipientEmail', 'senderName', 'message', 'deliverOn', 'locale'] as const;
type Field = (typeof fields)[number];
const saveWords = { failed: 'screens.console.giftCards.issueFailed', fixFields: 'screens.console.giftCards.fixFields' };

/**
 * The owner issues a gift card (issue 32): amount, who it is for and from, a message, the
 * day it is mailed and the recipient's language. Checked with the server's contract
 * first; once issued, the whole code shows here this once.
 */
export function IssueGiftCardForm({ onIssued }: { onIssued: (card: IssuedGiftCard) => void }) {
  const { _ } = useLingui();
  const format = useFormat();
  const issue = useIssueGiftCard();
  const today = todayInZone(new Date(), siteConfig.timeZone);
  const [values, setValues] = useState({ amount: '', recipientName: '', recipientEmail: '', senderName: '', message: '', deliverOn: today, locale: format.locale as Locale });
  const { problem, attempt, refuse, clear } = useRefusal<Field>(fields);
  const [issued, setIssued] = useState<IssuedGiftCard>();
  const words = {
    deliverOn: _('screens.console.giftCards.deliverOn'),
    recipientName: _('screens.console.giftCards.recipientName'),
    recipientEmail: _('screens.console.giftCards.recipientEmail'),
    senderName: _('screens.console.giftCards.senderName'),
    language: _('screens.console.giftCards.language'),
    message: _('screens.console.giftCards.message'),
  };
  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((before) => ({ ...before, [name]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (issue.isPending) return;
    const { amount, ...rest } = values;
    const checked = validateWith<typeof issueGiftCardBodySchema, Field>(issueGiftCardBodySchema, { ...rest, amountCents: parseDollars(amount) ?? Number.NaN }, _);
    if (checked.errors) return refuse(form, { message: '', fields: checked.errors });
    clear();
    issue.mutate(checked.data, {
      onSuccess: (card) => {
        setIssued(card);
        setValues((before) => ({ ...before, amount: '', recipientName: '', recipientEmail: '', message: '' }));
        onIssued(card);
      },
      onError: (error) => refuse(form, saveProblemOf(error, fields, _, saveWords)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.form}>
        <legend className={styles.legend}>{_('screens.console.giftCards.issueTitle')}</legend>
        <p className={styles.muted}>{_('screens.console.giftCards.terms')}</p>
        {problem && Object.keys(problem.fields).length === 0 && (
          <FormAlert key={attempt}>
            <p>{problem.message}</p>
          </FormAlert>
        )}
        <GiftCardFields
          amount={<TextField label={_('screens.console.giftCards.amount')} name="amountCents" inputMode="decimal" autoComplete="off" value={values.amount} onChange={change('amount')} error={problem?.fields.amountCents} />}
          values={values}
          onChange={change}
          errors={problem?.fields}
          words={words}
          today={today}
        />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={issue.isPending}>
            {issue.isPending ? _('screens.console.giftCards.issuing') : _('screens.console.giftCards.issue')}
          </button>
        </div>
        <div role="status">
          {issued && (
            <div className={styles.issued}>
              <p>{_('screens.console.giftCards.issued', { amount: format.money(issued.initialCents), name: issued.recipientName, date: format.longDate(issued.deliverOn) })}</p>
              <p className={styles.code}>{formatGiftCardCode(issued.code)}</p>
              <p className={styles.muted}>{_('screens.console.giftCards.codeOnce')}</p>
            </div>
          )}
        </div>
      </fieldset>
    </form>
  );
}
