import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { slotSteps } from '@shared/contracts/hours';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { isApiClientError } from '@web/lib/api-client';
import { useSaveSlotStep } from '@web/features/console-hours/api/save-slot-step';
import styles from '@web/features/console-hours/components/hours.module.css';

/** The grid appointments start on: every 15 or every 30 minutes, from midnight. */
export function SlotStepForm({ current }: { current: number }) {
  const { _ } = useLingui();
  const headingId = useId();
  const save = useSaveSlotStep();
  const [step, setStep] = useState(current);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync(step);
      setSaved(true);
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : _('screens.console.hours.saveFailed'));
    }
  };

  return (
    <form className={styles.panel} aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h2 id={headingId}>{_('screens.console.hours.gridTitle')}</h2>
      <p className={styles.muted}>{_('screens.console.hours.gridIntro')}</p>
      {failure && <FormAlert key={failure}>{failure}</FormAlert>}
      <fieldset className={styles.radios}>
        <legend>{_('screens.console.hours.gridLegend')}</legend>
        {slotSteps.map((minutes) => (
          <label key={minutes}>
            <input
              type="radio"
              name="slotStepMinutes"
              value={minutes}
              checked={step === minutes}
              onChange={() => {
                setSaved(false);
                setStep(minutes);
              }}
            />
            {_('screens.console.hours.everyMinutes', { minutes })}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
          {save.isPending ? _('screens.console.hours.saving') : _('screens.console.hours.saveGrid')}
        </button>
        {saved && <FormNotice>{_('screens.console.hours.saved')}</FormNotice>}
      </div>
    </form>
  );
}
