import { wizardSteps, type WizardStep } from '@web/features/booking/lib/booking-draft';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { useLingui } from '@lingui/react';

/** The wizard's three steps; the current one carries aria-current="step". */
export function StepIndicator({ current }: { current: WizardStep }) {
  const { _ } = useLingui();
  return (
    <ol className={styles.steps} aria-label={_('screens.booking.steps')}>
      {wizardSteps.map(({ step, title }) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
        return (
          <li key={step} className={styles.stepItem} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className={styles.stepTitle}>
              <span className="visually-hidden">{_('screens.booking.stepOf', { step, count: wizardSteps.length })}: </span>
              {_(title)}
              {state === 'done' && <span className="visually-hidden"> {_('screens.booking.stepDone')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
