import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Service } from '@shared/contracts/booking';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { SlotPicker } from '@web/features/booking/components/slot-picker';
import { bookableDateError, bookableDateRange } from '@web/features/booking/lib/bookable-dates';
import type { BookingDraft, DraftErrors } from '@web/features/booking/lib/booking-draft';
import { FieldError } from '@web/components/ui/field-error';
import styles from '@web/features/booking/components/booking-wizard.module.css';

export const SPECIAL_INSTRUCTIONS_MAX = 500;

interface ScheduleStepProps {
  service: Service | undefined;
  draft: BookingDraft;
  onChange: (patch: Partial<BookingDraft>) => void;
  onBack: () => void;
  /** Returns the errors that stop confirming, or nothing when the booking was sent. */
  onConfirm: () => DraftErrors | undefined;
  isBooking: boolean;
  /** The server's reason the last attempt's time could not be had (slot taken, time passed). */
  slotProblem: { message: string; attempt: number } | undefined;
}

/** Step 3: a date (today to the horizon), one of its free times, optional instructions; then Confirm. */
export function ScheduleStep({ service, draft, onChange, onBack, onConfirm, isBooking, slotProblem }: ScheduleStepProps) {
  const [errors, setErrors] = useState<DraftErrors>({});
  const firstSlotId = useId();
  const instructionsId = useId();
  const counterId = useId();
  const { min, max } = bookableDateRange();
  const dateProblem = bookableDateError(draft.date);
  const bookableDate = draft.date !== '' && !dateProblem ? draft.date : undefined;

  const selectTime = useCallback(
    (time: string) => {
      onChange({ time });
      if (time) setErrors(({ time: _fixed, ...rest }) => rest);
    },
    [onChange],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBooking) return;
    const found = dateProblem ? { date: dateProblem } : onConfirm();
    setErrors(found ?? {});
    if (!found) return;
    const form = event.currentTarget;
    if (found.date) form.querySelector<HTMLInputElement>('input[name="date"]')?.focus();
    else if (found.time) document.getElementById(firstSlotId)?.focus();
    else if (found.specialInstructions) document.getElementById(instructionsId)?.focus();
  };

  const otherErrors = Object.entries(errors).filter(([field]) => !['date', 'time', 'specialInstructions'].includes(field));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {service && (
        <p className={styles.summary}>
          <strong>{service.name}</strong> ({service.duration}, {service.price}) for <strong>{draft.petName.trim()}</strong> (
          {draft.petType})
        </p>
      )}
      {otherErrors.length > 0 && (
        <FormAlert>
          {otherErrors.map(([field, message]) => (
            <p key={field}>{message}</p>
          ))}
        </FormAlert>
      )}

      <TextField
        label="Date"
        name="date"
        type="date"
        required
        min={min}
        max={max}
        hint="Choose today or a later date."
        value={draft.date}
        onChange={(event) => {
          onChange({ date: event.target.value, time: '' });
          setErrors(({ date: _fixed, ...rest }) => rest);
        }}
        error={errors.date ?? dateProblem}
      />

      {slotProblem && (
        <FormAlert key={slotProblem.attempt}>
          <p>{slotProblem.message}</p>
        </FormAlert>
      )}

      <SlotPicker
        serviceId={draft.serviceId}
        date={bookableDate}
        selected={draft.time}
        onSelect={selectTime}
        error={errors.time}
        firstSlotId={firstSlotId}
      />

      <div className={styles.field}>
        <label htmlFor={instructionsId} className={styles.fieldLabel}>
          Special instructions <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          id={instructionsId}
          name="specialInstructions"
          className={styles.textarea}
          maxLength={SPECIAL_INSTRUCTIONS_MAX}
          aria-describedby={counterId}
          aria-invalid={errors.specialInstructions ? true : undefined}
          value={draft.specialInstructions}
          onChange={(event) => onChange({ specialInstructions: event.target.value })}
        />
        <p id={counterId} className={styles.counter}>
          {draft.specialInstructions.length}/{SPECIAL_INSTRUCTIONS_MAX} characters
        </p>
        <FieldError message={errors.specialInstructions} />
      </div>

      <div className={styles.actions}>
        <button type="button" className={buttonClass('outline')} onClick={onBack} disabled={isBooking}>
          Back
        </button>
        <button type="submit" className={buttonClass('primary')} disabled={isBooking}>
          {isBooking ? 'Booking...' : 'Confirm Booking'}
        </button>
      </div>
    </form>
  );
}
