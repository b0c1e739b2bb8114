import { useEffect, useId, useState } from 'react';
import { REPEAT_WEEKS_MAX, SERIES_MAX_VISITS, SERIES_MIN_VISITS, type RepeatBody, type SeriesPreview } from '@shared/contracts/booking-series';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { repeatBodyOf, settledVisits, type RepeatChoice, type VisitTime } from '@web/components/repeat-visits/repeat-choice';
import { isApiClientError, type ApiClientError } from '@web/lib/api-client';
import styles from '@web/components/repeat-visits/repeat-visits.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

interface RepeatVisitsProps {
  /** The first visit's date and time ('' until chosen): the preview waits for both. */
  date: string;
  time: string;
  /** Whatever else the preview depends on (the service, the pet, the provider): a change asks for a new preview. */
  previewKey: string;
  /** Asks the server for the visits of the rule (the wizard's route, or the console's). */
  preview: (repeat: RepeatBody) => Promise<SeriesPreview>;
  choice: RepeatChoice;
  onChange: (choice: RepeatChoice) => void;
  /** The time settled on for every visit once previewed and resolved; undefined until then. */
  onVisits: (visits: VisitTime[] | undefined) => void;
  /** Whose visits the list names: the customer's own ("Your visits") or, in the console, the customer's ("The visits"). */
  audience?: 'customer' | 'shop';
}

type Asked = { signature: string; pending: boolean; data?: SeriesPreview; error?: ApiClientError | Error };

/**
 * Issue 29: repeat the booking every N weeks, M times or until a date. "Preview the visits"
 * asks the server for each visit's availability; a taken one offers the nearest free times
 * that day or the next, one to pick per visit. Any change of the rule, the date, the time
 * or what the caller keys the preview on asks for a new preview. The customer's wizard and
 * the owner's booking form in the appointment book both use it.
 */
export function RepeatVisits({ date, time, previewKey, preview, choice, onChange, onVisits, audience = 'customer' }: RepeatVisitsProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const [picks, setPicks] = useState<Record<number, string>>({});
  const [asked, setAsked] = useState<Asked | undefined>(undefined);
  const headingId = useId();
  const signature = JSON.stringify([previewKey, date, time, choice]);
  const mine = asked?.signature === signature ? asked : undefined;
  const current = mine?.data;

  useEffect(() => {
    onVisits(current ? settledVisits(current, picks) : undefined);
  }, [current, picks, onVisits]);

  const change = (patch: Partial<RepeatChoice>) => onChange({ ...choice, ...patch });
  const ask = () => {
    setPicks({});
    setAsked({ signature, pending: true });
    preview(repeatBodyOf(choice)).then(
      (data) => setAsked((before) => (before?.signature === signature ? { signature, pending: false, data } : before)),
      (error: unknown) =>
        setAsked((before) => (before?.signature === signature ? { signature, pending: false, error: error instanceof Error ? error : new Error(String(error)) } : before)),
    );
  };
  const refusal = mine && isApiClientError(mine.error) ? mine.error : undefined;
  const failed = mine?.error && !refusal;
  const pending = mine?.pending ?? false;
  const fieldError = (field: string) => refusal?.fields?.[`repeat.${field}`];

  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{_('screens.booking.repeat.legend')}</legend>
      <label className={styles.check}>
        <input type="checkbox" name="repeatOn" checked={choice.on} onChange={(event) => change({ on: event.target.checked })} />
        {_('screens.booking.repeat.on')}
      </label>
      {choice.on && (
        <>
          <TextField
            label={_('screens.booking.repeat.everyWeeks')}
            name="repeatEveryWeeks"
            type="number"
            inputMode="numeric"
            min={1}
            max={REPEAT_WEEKS_MAX}
            value={choice.everyWeeks}
            onChange={(event) => change({ everyWeeks: event.target.value })}
            error={fieldError('everyWeeks')}
          />
          <fieldset className={styles.group}>
            <legend className={styles.label}>{_('screens.booking.repeat.ends')}</legend>
            <label className={styles.check}>
              <input type="radio" name="repeatEnd" value="count" checked={choice.end === 'count'} onChange={() => change({ end: 'count' })} />
              {_('screens.booking.repeat.byCount')}
            </label>
            {choice.end === 'count' && (
              <TextField
                label={_('screens.booking.repeat.count')}
                name="repeatCount"
                type="number"
                inputMode="numeric"
                min={SERIES_MIN_VISITS}
                max={SERIES_MAX_VISITS}
                hint={_('screens.booking.repeat.countHint', { min: SERIES_MIN_VISITS, max: SERIES_MAX_VISITS })}
                value={choice.count}
                onChange={(event) => change({ count: event.target.value })}
                error={fieldError('count')}
              />
            )}
            <label className={styles.check}>
              <input type="radio" name="repeatEnd" value="until" checked={choice.end === 'until'} onChange={() => change({ end: 'until' })} />
              {_('screens.booking.repeat.byDate')}
            </label>
            {choice.end === 'until' && (
              <TextField
                label={_('screens.booking.repeat.until')}
                name="repeatUntil"
                type="date"
                min={date || undefined}
                value={choice.until}
                onChange={(event) => change({ until: event.target.value })}
                error={fieldError('until')}
              />
            )}
          </fieldset>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('outline')} onClick={ask} disabled={pending || date === '' || time === ''}>
              {pending ? _('screens.booking.repeat.previewing') : _('screens.booking.repeat.preview')}
            </button>
          </div>
          {(date === '' || time === '') && <p className={styles.hint}>{_('screens.booking.repeat.pickFirst')}</p>}
          {((refusal && !refusal.fields) || failed) && (
            <FormAlert takeFocus={false}>
              <p>{refusal ? refusal.message : _('screens.booking.repeat.previewFailed')}</p>
            </FormAlert>
          )}
          {current && (
            <section aria-labelledby={headingId}>
              <h3 id={headingId} className={styles.title}>
                {_(audience === 'customer' ? 'screens.booking.repeat.visits' : 'screens.console.booking.visits', { count: current.visits.length })}
              </h3>
              <ol className={styles.visits}>
                {current.visits.map((visit, index) => {
                  const when = _('screens.booking.repeat.when', { date: format.longDate(visit.date), time: format.timeOf(visit.startsAt) });
                  if (visit.available) {
                    return (
                      <li key={visit.date}>
                        {when}: <strong>{_('screens.booking.repeat.free')}</strong>
                      </li>
                    );
                  }
                  return (
                    <li key={visit.date}>
                      <fieldset className={styles.group}>
                        <legend>{_('screens.booking.repeat.taken', { when })}</legend>
                        {visit.alternatives.length === 0 && <p>{_('screens.booking.repeat.noAlternative')}</p>}
                        {visit.alternatives.map((alternative) => {
                          const value = `${alternative.date}|${alternative.time}`;
                          return (
                            <label key={value} className={styles.check}>
                              <input
                                type="radio"
                                name={`visit-${index}`}
                                value={value}
                                checked={picks[index] === value}
                                onChange={() => setPicks((before) => ({ ...before, [index]: value }))}
                              />
                              {_('screens.booking.repeat.when', { date: format.longDate(alternative.date), time: format.timeOf(alternative.startsAt) })}
                            </label>
                          );
                        })}
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
            </section>
          )}
        </>
      )}
    </fieldset>
  );
}
