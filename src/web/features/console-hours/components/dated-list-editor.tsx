import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type * as z from 'zod';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { isApiClientError } from '@web/lib/api-client';
import { validateWith } from '@web/lib/form-errors';
import styles from '@web/features/console-hours/components/hours.module.css';

export interface DatedEntry {
  key: string | number;
  /** What the list says of it, e.g. "Friday, December 25, 2026 – Christmas Day". */
  label: string;
}

type Field = 'startsOn' | 'endsOn' | 'date' | 'reason';

/**
 * A list of dated entries with a small form to add one and a button to remove each:
 * the shop's holiday closures (one date) and a provider's time off (a range). The form
 * is checked with the route's own contract; nothing typed is lost on an error.
 */
export function DatedListEditor<Schema extends z.ZodType>({
  title,
  intro,
  empty,
  entries,
  fields,
  schema,
  addLabel,
  removeLabel,
  onAdd,
  onRemove,
  busy,
}: {
  title: string;
  intro: string;
  empty: string;
  entries: DatedEntry[];
  /** The date fields the form asks for, with their labels; a reason field always follows. */
  fields: Array<{ name: 'startsOn' | 'endsOn' | 'date'; label: string }>;
  schema: Schema;
  addLabel: string;
  removeLabel: (entry: DatedEntry) => string;
  onAdd: (values: z.output<Schema>) => Promise<unknown>;
  onRemove: (entry: DatedEntry) => Promise<unknown>;
  busy: boolean;
}) {
  const { _ } = useLingui();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const blank = () => Object.fromEntries([...fields.map((field) => [field.name, '']), ['reason', '']]) as Record<Field, string>;
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = [...fields.map((field) => field.name), 'reason' as const].find((name) => found[name]);
    if (first) (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateWith<Schema, Field>(schema, values, _);
    if (checked.errors) {
      setErrors(checked.errors);
      return focusFirst(checked.errors);
    }
    try {
      await onAdd(checked.data);
      setErrors({});
      setValues(blank());
    } catch (error) {
      if (isApiClientError(error) && error.fields) {
        setErrors(error.fields);
        return focusFirst(error.fields);
      }
      setFailure(isApiClientError(error) ? error.message : _('screens.console.hours.saveFailed'));
    }
  };

  const remove = async (entry: DatedEntry) => {
    setFailure(null);
    try {
      await onRemove(entry);
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : _('screens.console.hours.saveFailed'));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.muted}>{intro}</p>
      {failure && <FormAlert key={failure}>{failure}</FormAlert>}
      {entries.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.key} className={styles.item}>
              <span>{entry.label}</span>
              <button type="button" className={buttonClass('outline', { size: 'small' })} disabled={busy} aria-label={removeLabel(entry)} onClick={() => void remove(entry)}>
                {_('screens.console.hours.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form ref={formRef} className={styles.inline} onSubmit={(event) => void submit(event)} noValidate>
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type="date"
            required
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
        <TextField
          label={_('screens.console.hours.reason')}
          name="reason"
          value={values.reason}
          error={errors.reason}
          maxLength={80}
          onChange={(event) => setValues((current) => ({ ...current, reason: event.target.value }))}
        />
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {addLabel}
        </button>
      </form>
    </section>
  );
}

/** A reason after a label, when there is one: "Friday, December 25, 2026 – Christmas Day". */
export const withReason = (label: string, reason: string): string => (reason ? `${label} – ${reason}` : label);
