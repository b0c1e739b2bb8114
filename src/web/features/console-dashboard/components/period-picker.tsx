import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { periodProblem, type Period } from '@shared/analytics/period';
import { analyticsMessages } from '@shared/contracts/analytics';
import { isValidIsoDate } from '@shared/scheduling/zoned-time';
import { buttonClass } from '@web/components/ui/button-class';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { rangeChoices, type PeriodChoice, type RangeChoice } from '@web/features/console-dashboard/lib/period-choice';
import { focusFirstInvalid, type FieldErrors } from '@web/lib/form-errors';
import styles from '@web/features/console-dashboard/components/dashboard.module.css';

const rangeWords: Record<RangeChoice, string> = {
  '7': 'screens.console.dashboard.last7',
  '30': 'screens.console.dashboard.last30',
  '90': 'screens.console.dashboard.last90',
  custom: 'screens.console.dashboard.custom',
};

type DateField = 'from' | 'to';

/** What is wrong with two dates, on the field that is wrong (the contract's words). */
function dateErrors(period: Period): Partial<Record<DateField, string>> {
  const problem = periodProblem(period);
  if (problem === 'invalid-date') return isValidIsoDate(period.from) ? { to: analyticsMessages.invalidDate } : { from: analyticsMessages.invalidDate };
  if (problem === 'reversed') return { to: analyticsMessages.periodReversed };
  if (problem === 'too-long') return { to: analyticsMessages.periodTooLong };
  return {};
}

/** The period picker: the last 7, 30 or 90 days, or two dates of one's own (at most 366 days apart). */
export function PeriodPicker({ choice, onChoose }: { choice: PeriodChoice; onChoose: (range: RangeChoice, custom?: Period) => void }) {
  const { _ } = useLingui();
  const [range, setRange] = useState<RangeChoice>(choice.range);
  const [custom, setCustom] = useState<Period>(choice.period ?? { from: '', to: '' });
  const [errors, setErrors] = useState<FieldErrors<DateField>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = range === 'custom' ? dateErrors(custom) : {};
    const inWords = Object.fromEntries(Object.entries(found).map(([field, id]) => [field, _(id)])) as FieldErrors<DateField>;
    setErrors(inWords);
    if (focusFirstInvalid(event.currentTarget, ['from', 'to'], inWords)) return;
    onChoose(range, range === 'custom' ? custom : undefined);
  };
  const dateField = (name: DateField, label: string) => (
    <TextField
      label={label}
      name={name}
      type="date"
      value={custom[name]}
      error={errors[name]}
      onChange={(event) => setCustom((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <form className={styles.picker} aria-label={_('screens.console.dashboard.periodLabel')} onSubmit={submit} noValidate>
      <SelectField label={_('screens.console.dashboard.period')} name="range" value={range} onChange={(event) => setRange(event.target.value as RangeChoice)}>
        {rangeChoices.map((value) => (
          <option key={value} value={value}>
            {_(rangeWords[value])}
          </option>
        ))}
      </SelectField>
      {range === 'custom' && (
        <>
          {dateField('from', _('screens.console.dashboard.from'))}
          {dateField('to', _('screens.console.dashboard.to'))}
        </>
      )}
      <button type="submit" className={buttonClass('primary')}>
        {_('screens.console.dashboard.show')}
      </button>
    </form>
  );
}
