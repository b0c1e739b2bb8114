import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { discountCodeBodySchema, type DiscountCode } from '@shared/contracts/discounts';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { saveProblemOf, useRefusal, validateWith } from '@web/lib/form-errors';
import { useSaveDiscountCode } from '@web/features/console-discounts/api/discounts';
import { bodyOf, emptyDiscountCode, valuesOf, type DiscountCodeValues } from '@web/features/console-discounts/components/discount-code-values';
import styles from '@web/features/console-discounts/components/console-discounts.module.css';

const fields = ['code', 'kind', 'percentBasisPoints', 'amountCents', 'minSubtotalCents', 'startsAt', 'endsAt', 'maxUses', 'maxUsesPerCustomer', 'firstOrderOnly'] as const;
type Field = (typeof fields)[number];
const saveWords = { failed: 'screens.console.discounts.saveFailed', fixFields: 'screens.console.discounts.fixFields' };

/**
 * A discount code, new or being edited (issue 32): the code, a percentage or an amount
 * off, a minimum subtotal, when it runs, its limits and whether it is for a first order
 * only. Checked with the server's contract first; the server also refuses a code in use.
 */
export function DiscountCodeForm({ editing, onDone }: { editing?: DiscountCode | undefined; onDone: (saved: DiscountCode | undefined) => void }) {
  const { _ } = useLingui();
  const save = useSaveDiscountCode(editing?.id);
  const [values, setValues] = useState<DiscountCodeValues>(editing ? valuesOf(editing) : emptyDiscountCode);
  const { problem, attempt, refuse, clear } = useRefusal<Field>(fields);
  const firstOrderId = useId();
  const change = (name: Exclude<keyof DiscountCodeValues, 'firstOrderOnly'>) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [name]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (save.isPending) return;
    const scope = editing ? { productIds: editing.productIds, categoryIds: editing.categoryIds, serviceIds: editing.serviceIds } : {};
    const checked = validateWith<typeof discountCodeBodySchema, Field>(discountCodeBodySchema, bodyOf(values, scope), _);
    if (checked.errors) return refuse(form, { message: '', fields: checked.errors });
    clear();
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        if (!editing) setValues(emptyDiscountCode);
        onDone(saved);
      },
      onError: (error) => refuse(form, saveProblemOf(error, fields, _, saveWords)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.form}>
        <legend className={styles.legend}>{editing ? _('screens.console.discounts.editCode', { code: editing.code }) : _('screens.console.discounts.newCode')}</legend>
        {problem && Object.keys(problem.fields).length === 0 && (
          <FormAlert key={attempt}>
            <p>{problem.message}</p>
          </FormAlert>
        )}
        <div className={styles.fields}>
          <TextField label={_('screens.console.discounts.code')} name="code" autoComplete="off" spellCheck={false} value={values.code} onChange={change('code')} error={problem?.fields.code} />
          <SelectField label={_('screens.console.discounts.kind')} name="kind" value={values.kind} onChange={change('kind')} error={problem?.fields.kind}>
            <option value="percent">{_('screens.console.discounts.kindPercent')}</option>
            <option value="amount">{_('screens.console.discounts.kindAmount')}</option>
          </SelectField>
          {values.kind === 'percent' ? (
            <TextField
              label={_('screens.console.discounts.percent')}
              name="percentBasisPoints"
              inputMode="decimal"
              autoComplete="off"
              value={values.percent}
              onChange={change('percent')}
              error={problem?.fields.percentBasisPoints}
            />
          ) : (
            <TextField label={_('screens.console.discounts.amount')} name="amountCents" inputMode="decimal" autoComplete="off" value={values.amount} onChange={change('amount')} error={problem?.fields.amountCents} />
          )}
          <TextField
            label={_('screens.console.discounts.minimum')}
            name="minSubtotalCents"
            inputMode="decimal"
            autoComplete="off"
            value={values.minimum}
            onChange={change('minimum')}
            error={problem?.fields.minSubtotalCents}
          />
          <TextField label={_('screens.console.discounts.startsAt')} name="startsAt" type="datetime-local" value={values.startsAt} onChange={change('startsAt')} error={problem?.fields.startsAt} />
          <TextField label={_('screens.console.discounts.endsAt')} name="endsAt" type="datetime-local" value={values.endsAt} onChange={change('endsAt')} error={problem?.fields.endsAt} />
          <TextField label={_('screens.console.discounts.maxUses')} name="maxUses" inputMode="numeric" autoComplete="off" value={values.maxUses} onChange={change('maxUses')} error={problem?.fields.maxUses} />
          <TextField
            label={_('screens.console.discounts.maxUsesPerCustomer')}
            name="maxUsesPerCustomer"
            inputMode="numeric"
            autoComplete="off"
            value={values.maxUsesPerCustomer}
            onChange={change('maxUsesPerCustomer')}
            error={problem?.fields.maxUsesPerCustomer}
          />
        </div>
        <div className={styles.checkbox}>
          <input
            id={firstOrderId}
            type="checkbox"
            name="firstOrderOnly"
            checked={values.firstOrderOnly}
            onChange={(event) => setValues((before) => ({ ...before, firstOrderOnly: event.target.checked }))}
          />
          <label htmlFor={firstOrderId}>{_('screens.console.discounts.firstOrderOnly')}</label>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            {_('screens.console.discounts.save')}
          </button>
          {editing && (
            <button type="button" className={buttonClass('outline')} onClick={() => onDone(undefined)}>
              {_('screens.console.discounts.cancel')}
            </button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
