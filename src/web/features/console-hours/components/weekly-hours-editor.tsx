import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { weeklyHoursBodySchema, type WeeklyInterval } from '@shared/contracts/hours';
import { WEEK_FROM_MONDAY } from '@shared/scheduling/weekly-hours';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { isApiClientError } from '@web/lib/api-client';
import { validateWith } from '@web/lib/form-errors';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/console-hours/components/hours.module.css';

interface Row extends WeeklyInterval {
  key: number;
}

let nextKey = 1;
const withKeys = (intervals: readonly WeeklyInterval[]): Row[] => intervals.map((interval) => ({ ...interval, key: nextKey++ }));

/**
 * A week of hours, Monday first: each day lists its intervals (a gap between two is a
 * break; none is a closed day), each a pair of time inputs. The whole week is checked
 * with the contract the server uses and saved at once; on an error nothing typed is
 * lost and focus goes to the first field to fix.
 */
export function WeeklyHoursEditor({
  title,
  initial,
  onSave,
  saving,
}: {
  title: string;
  initial: readonly WeeklyInterval[];
  onSave: (intervals: WeeklyInterval[]) => Promise<unknown>;
  saving: boolean;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [rows, setRows] = useState<Row[]>(() => withKeys(initial));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const change = (key: number, patch: Partial<WeeklyInterval>) => {
    setSaved(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const add = (weekday: number) => {
    setSaved(false);
    const last = rows.filter((row) => row.weekday === weekday).at(-1);
    const start = last ? last.end : '09:00';
    setRows((current) => [...current, { key: nextKey++, weekday, start, end: start < '17:00' ? '17:00' : '23:59' }]);
  };
  const remove = (key: number) => {
    setSaved(false);
    setRows((current) => current.filter((row) => row.key !== key));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const intervals = rows.map(({ weekday, start, end }) => ({ weekday, start, end }));
    const checked = validateWith(weeklyHoursBodySchema, { intervals }, _, 'path');
    if (checked.errors) return showErrors(checked.errors);
    try {
      await onSave(intervals);
      setErrors({});
      setSaved(true);
    } catch (error) {
      if (isApiClientError(error) && error.fields) return showErrors(error.fields);
      setFailure(isApiClientError(error) ? error.message : _('screens.console.hours.saveFailed'));
    }
  };

  const showErrors = (found: Partial<Record<string, string>>) => {
    setErrors(found);
    const first = rows.findIndex((_row, index) => found[`intervals.${index}.start`] || found[`intervals.${index}.end`]);
    const field = found[`intervals.${first}.start`] ? 'start' : 'end';
    if (first >= 0) formRef.current?.querySelector<HTMLInputElement>(`[data-field="intervals.${first}.${field}"]`)?.focus();
  };

  return (
    <form ref={formRef} className={styles.week} onSubmit={(event) => void submit(event)} aria-labelledby={headingId} noValidate>
      <h2 id={headingId}>{title}</h2>
      {failure && <FormAlert key={failure}>{failure}</FormAlert>}
      {WEEK_FROM_MONDAY.map((weekday) => {
        const day = format.weekday(weekday);
        const ofDay = rows.map((row, index) => ({ row, index })).filter(({ row }) => row.weekday === weekday);
        return (
          <fieldset key={weekday} className={styles.day}>
            <legend>{day}</legend>
            {ofDay.length === 0 && <p className={styles.closed}>{_('screens.console.hours.closed')}</p>}
            {ofDay.map(({ row, index }) => (
              <div key={row.key} className={styles.interval}>
                {(['start', 'end'] as const).map((field) => {
                  const id = `${headingId}-${row.key}-${field}`;
                  const error = errors[`intervals.${index}.${field}`];
                  return (
                    <div key={field} className={styles.time}>
                      <label htmlFor={id}>{_(field === 'start' ? 'screens.console.hours.from' : 'screens.console.hours.to')}</label>
                      <input
                        id={id}
                        type="time"
                        step={300}
                        required
                        value={row[field]}
                        data-field={`intervals.${index}.${field}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => change(row.key, { [field]: event.target.value })}
                      />
                      <FieldError id={`${id}-error`} message={error} announce={false} />
                    </div>
                  );
                })}
                <button
                  type="button"
                  className={buttonClass('outline', { size: 'small' })}
                  aria-label={_('screens.console.hours.removeInterval', { day, start: row.start, end: row.end })}
                  onClick={() => remove(row.key)}
                >
                  {_('screens.console.hours.remove')}
                </button>
              </div>
            ))}
            <button
              type="button"
              className={buttonClass('light', { size: 'small' })}
              aria-label={_('screens.console.hours.addIntervalOn', { day })}
              onClick={() => add(weekday)}
            >
              {_('screens.console.hours.addInterval')}
            </button>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={saving}>
          {saving ? _('screens.console.hours.saving') : _('screens.console.hours.save')}
        </button>
        {saved && <FormNotice>{_('screens.console.hours.saved')}</FormNotice>}
      </div>
    </form>
  );
}
