import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { storeCreditAdjustmentBodySchema } from '@shared/contracts/store-credit';
import { parseDollars } from '@shared/money/money';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { LoadError } from '@web/components/ui/load-error';
import { TextField } from '@web/components/ui/text-field';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import { useAdjustStoreCredit, useCustomerStoreCredit } from '@web/features/store-credit/api/store-credit';
import { CreditHistory } from '@web/components/ledger/credit-history';
import styles from '@web/features/store-credit/components/store-credit.module.css';

const fields = ['amountCents', 'reason'] as const;
type Field = (typeof fields)[number];
const saveWords = { failed: 'screens.storeCredit.saveFailed', fixFields: 'screens.storeCredit.fixFields' };

/**
 * The owner's view of a customer's store credit in the console (issue 32): the balance,
 * its entries, and a form to give credit or take back credit given by mistake, with the
 * reason the customer reads. Checked with the server's contract first; a refused change
 * stays in the form to fix.
 */
export function StoreCreditAdjuster({ userId }: { userId: string }) {
  const { _ } = useLingui();
  const credit = useCustomerStoreCredit(userId);
  const adjust = useAdjustStoreCredit(userId);
  const [direction, setDirection] = useState<'give' | 'takeBack'>('give');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { problem, attempt, refuse, clear } = useRefusal<Field>(fields);
  const [saved, setSaved] = useState(false);


  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (adjust.isPending) return;
    setSaved(false);
    const cents = parseDollars(amount);
    const checked = validateWith<typeof storeCreditAdjustmentBodySchema, Field>(
      storeCreditAdjustmentBodySchema,
      { amountCents: cents === undefined ? Number.NaN : direction === 'give' ? cents : -cents, reason },
      _,
    );
    // Each field's own message says it all, beside it.
    if (checked.errors) return refuse(form, { message: '', fields: checked.errors });
    clear();
    adjust.mutate(checked.data, {
      onSuccess: () => {
        setAmount('');
        setReason('');
        setSaved(true);
      },
      onError: (error) => refuse(form, saveProblemOf(error, fields, _, saveWords)),
    });
  };

  return (
    <section className={styles.section}>
      <h2 id="customer-store-credit">{_('screens.storeCredit.title')}</h2>
      {credit.data ? (
        <CreditHistory credit={credit.data} labelledBy="customer-store-credit" />
      ) : credit.isError ? (
        <LoadError message={_('screens.storeCredit.loadFailed')} onRetry={() => void credit.refetch()} />
      ) : (
        <p role="status" className={styles.muted}>
          {_('screens.storeCredit.loading')}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.form}>
          <legend className={styles.legend}>{_('screens.storeCredit.change')}</legend>
          {problem && Object.keys(problem.fields).length === 0 && (
            <FormAlert key={attempt}>
              <p>{problem.message}</p>
            </FormAlert>
          )}
          <fieldset className={styles.direction}>
            <legend className="visually-hidden">{_('screens.storeCredit.direction')}</legend>
            <label>
              <input type="radio" name="direction" checked={direction === 'give'} onChange={() => setDirection('give')} />
              {_('screens.storeCredit.give')}
            </label>
            <label>
              <input type="radio" name="direction" checked={direction === 'takeBack'} onChange={() => setDirection('takeBack')} />
              {_('screens.storeCredit.takeBack')}
            </label>
          </fieldset>
          <TextField
            label={_('screens.storeCredit.amountLabel')}
            name="amountCents"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={problem?.fields.amountCents}
          />
          <TextField
            label={_('screens.storeCredit.reasonLabel')}
            name="reason"
            autoComplete="off"
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={problem?.fields.reason}
          />
          <div>
            <button type="submit" className={buttonClass('primary', { size: 'small' })} disabled={adjust.isPending}>
              {adjust.isPending ? _('screens.storeCredit.saving') : _('screens.storeCredit.save')}
            </button>
          </div>
          <p role="status" className={styles.muted}>
            {saved ? _('screens.storeCredit.saved') : ''}
          </p>
        </fieldset>
      </form>
    </section>
  );
}

