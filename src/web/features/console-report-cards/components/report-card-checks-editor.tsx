import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { REPORT_CARD_CHECKS_MAX, reportCardChecksBodySchema, type ReportCardCheck } from '@shared/contracts/report-cards';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { useSaveReportCardChecks } from '@web/features/console-report-cards/api/save-report-card-checks';
import { isApiClientError } from '@web/lib/api-client';
import { validateWith } from '@web/lib/form-errors';
import styles from '@web/features/console-report-cards/components/report-card-checks.module.css';

interface Row {
  key: number;
  labelEn: string;
  labelFr: string;
}

/**
 * The checks a provider may tick on a report card (issue 29), in both languages and in
 * the order providers see them, saved as one list. Cards already sent keep their words.
 */
export function ReportCardChecksEditor({ initial }: { initial: readonly ReportCardCheck[] }) {
  const { _ } = useLingui();
  const save = useSaveReportCardChecks();
  const nextKey = useRef(initial.length);
  const [rows, setRows] = useState<Row[]>(() => initial.map((check, index) => ({ key: index, labelEn: check.labelEn, labelFr: check.labelFr })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const fieldId = (index: number, language: 'labelEn' | 'labelFr') => `report-card-check-${rows[index]?.key}-${language}`;
  const refuse = (fields: Record<string, string>, message: string) => {
    setErrors(fields);
    setProblem(message);
    setAttempt((count) => count + 1);
    const first = Object.keys(fields)[0]?.match(/^checks\.(\d+)\.(labelEn|labelFr)$/);
    if (first) form.current?.querySelector<HTMLInputElement>(`#${fieldId(Number(first[1]), first[2] as 'labelEn' | 'labelFr')}`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    const body = { checks: rows.map(({ labelEn, labelFr }) => ({ labelEn, labelFr })) };
    const checked = validateWith(reportCardChecksBodySchema, body, _, 'path');
    if (checked.errors) return refuse(checked.errors as Record<string, string>, _('screens.console.reportCards.fixFields'));
    save.mutate(checked.data, {
      onSuccess: (list) => {
        setErrors({});
        setProblem(undefined);
        setRows(list.checks.map((check) => ({ key: nextKey.current++, labelEn: check.labelEn, labelFr: check.labelFr })));
        setSaved(true);
      },
      onError: (error) =>
        isApiClientError(error) && error.status === 422 && error.fields
          ? refuse(error.fields, _('screens.console.reportCards.fixFields'))
          : refuse({}, isApiClientError(error) && error.status < 500 && error.status > 0 ? error.message : _('screens.console.reportCards.saveFailed')),
    });
  };

  const change = (key: number, language: 'labelEn' | 'labelFr', value: string) => {
    setSaved(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [language]: value } : row)));
  };
  const add = () => {
    const key = nextKey.current++;
    setSaved(false);
    setRows((current) => [...current, { key, labelEn: '', labelFr: '' }]);
    // Once it is drawn: the new row's first field.
    requestAnimationFrame(() => document.getElementById(`report-card-check-${key}-labelEn`)?.focus());
  };
  const remove = (index: number) => {
    setSaved(false);
    setErrors({});
    setRows((current) => current.filter((_row, at) => at !== index));
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[data-add-check]')?.focus());
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby="report-card-checks-title">
      <h2 id="report-card-checks-title">{_('screens.console.reportCards.checksTitle')}</h2>
      <p>{_('screens.console.reportCards.checksIntro')}</p>
      {problem && (
        <FormAlert key={attempt} takeFocus={Object.keys(errors).length === 0}>
          <p>{problem}</p>
        </FormAlert>
      )}
      {rows.length === 0 && <p>{_('screens.console.reportCards.noChecks')}</p>}
      <ol className={styles.rows}>
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className={styles.row}>
              <legend>{_('screens.console.reportCards.checkNumber', { number: index + 1 })}</legend>
              <TextField
                id={fieldId(index, 'labelEn')}
                label={_('screens.console.reportCards.english')}
                value={row.labelEn}
                maxLength={60}
                onChange={(event) => change(row.key, 'labelEn', event.target.value)}
                error={errors[`checks.${index}.labelEn`]}
              />
              <TextField
                id={fieldId(index, 'labelFr')}
                lang="fr"
                label={_('screens.console.reportCards.french')}
                value={row.labelFr}
                maxLength={60}
                onChange={(event) => change(row.key, 'labelFr', event.target.value)}
                error={errors[`checks.${index}.labelFr`]}
              />
              <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => remove(index)}>
                {_('screens.console.reportCards.remove', { number: index + 1 })}
              </button>
            </fieldset>
          </li>
        ))}
      </ol>
      {errors.checks && <p className={styles.error}>{errors.checks}</p>}
      <div className={styles.actions}>
        <button type="button" data-add-check className={buttonClass('outline')} onClick={add} disabled={rows.length >= REPORT_CARD_CHECKS_MAX}>
          {_('screens.console.reportCards.add')}
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? _('screens.console.reportCards.saving') : _('screens.console.reportCards.save')}
        </button>
      </div>
      {saved && <FormNotice>{_('screens.console.reportCards.saved')}</FormNotice>}
    </form>
  );
}
