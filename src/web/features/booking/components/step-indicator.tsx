import { wizardSteps, type WizardStep } from '@web/features/booking/lib/booking-draft';
import styles from '@web/features/booking/components/booking-wizard.module.css';

/** The wizard's three steps; the current one carries aria-current="step". */
export function StepIndicator({ current }: { current: WizardStep }) {
  return (
    <ol className={styles.steps} aria-label="Booking steps">
      {wizardSteps.map(({ step, title }) => {
        const state = step < current ? 'done' : step === current ? 'current' : 'todo';
        return (
          <li key={step} className={styles.stepItem} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className={styles.stepTitle}>
              <span className="visually-hidden">Step {step} of {wizardSteps.length}: </span>
              {title}
              {state === 'done' && <span className="visually-hidden"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
