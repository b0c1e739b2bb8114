import { useCallback, useEffect, useId, type FormEvent } from 'react';
import type { Service } from '@shared/contracts/booking';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { SlotPicker } from '@web/features/booking/components/slot-picker';
import { WaitlistJoin } from '@web/features/booking/components/waitlist-join';
import { useAvailability } from '@web/features/booking/api/get-availability';
import { bookableDateError, bookableDateRange } from '@web/features/booking/lib/bookable-dates';
import type { BookingDraft, DraftErrors } from '@web/features/booking/lib/booking-draft';
import { useBookingQuote } from '@web/features/booking/api/get-booking-quote';
import { PetCareSummary } from '@web/features/booking/components/pet-care-summary';
import { WaiverAcceptance } from '@web/features/booking/components/waiver-acceptance';
import { RepeatVisits } from '@web/components/repeat-visits/repeat-visits';
import { previewSeries } from '@web/features/booking/api/preview-series';
import type { RepeatChoice, VisitTime } from '@web/components/repeat-visits/repeat-choice';
import { quoteRequestOf } from '@web/features/booking/lib/pet-care-step';
import { FieldError } from '@web/components/ui/field-error';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { Trans, useLingui } from '@lingui/react';
import { useFormat, useWords } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';

export const SPECIAL_INSTRUCTIONS_MAX = 500;
export const scheduleFieldOrder = ['date', 'time', 'specialInstructions', 'waiverFullName', 'waiverAccepted'] as const;

interface ScheduleStepProps {
  service: Service | undefined;
  draft: BookingDraft;
  errors: DraftErrors;
  onChange: (patch: Partial<BookingDraft>) => void;
  onBack: () => void;
  /** Confirm: the wizard checks the answers and books, or focuses the first error. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isBooking: boolean;
  /** Why the last confirm did not book (the time was taken or passed, or it failed), in an on-page alert. */
  problem: { message: string; attempt: number } | undefined;
  /** Issue 29: the repeat chosen, and the visits settled on in its preview. */
  repeat: RepeatChoice;
  onRepeatChange: (repeat: RepeatChoice) => void;
  onSeriesVisits: (visits: VisitTime[] | undefined) => void;
}

/** Step 3: a date (today to the horizon), one of its free times, optional instructions; then Confirm. A full day offers the waitlist. */
export function ScheduleStep({ service, draft, errors, onChange, onBack, onSubmit, isBooking, problem, repeat, onRepeatChange, onSeriesVisits }: ScheduleStepProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const words = useWords();
  const pet = usePetLabels();
  const instructionsId = useId();
  const counterId = useId();
  const { min, max } = bookableDateRange();
  const dateProblem = bookableDateError(draft.date);
  const bookableDate = draft.date !== '' && !dateProblem ? draft.date : undefined;

  const selectTime = useCallback((time: string) => onChange({ time }), [onChange]);
  // Issue 14: the server's duration and price for this pet, and its vaccines checked for the chosen date.
  const request = quoteRequestOf(draft, bookableDate);
  const quote = useBookingQuote(request).data;
  const terms = quote?.serviceId === draft.serviceId ? quote.terms : undefined;
  const vaccinesStop = (quote?.vaccineProblems.length ?? 0) > 0;
  const vaccinesId = useId();
  // The slot picker's own query (same key): a day with no free time offers the waitlist (issue 14).
  const daySlots = useAvailability(draft.serviceId, bookableDate, { size: request.size, coat: request.coat }).data;
  const dayFull = daySlots !== undefined && !daySlots.some((slot) => slot.available);

  // Issue 29: the waiver the server says this pet must accept first; a new version published meanwhile is read and ticked afresh.
  const waiver = quote?.serviceId === draft.serviceId ? quote.waiver : undefined;
  const waiverVersion = quote?.serviceId === draft.serviceId ? (quote.waiver?.version ?? 0) : draft.waiverVersion;
  useEffect(() => {
    if (waiverVersion !== draft.waiverVersion) onChange({ waiverVersion, waiverAccepted: false });
  }, [waiverVersion, draft.waiverVersion, onChange]);

  const otherErrors = Object.entries(errors).filter(([field]) => !(scheduleFieldOrder as readonly string[]).includes(field));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {service && (
        <p className={styles.summary}>
          <Trans
            id="screens.booking.summary"
            values={{
              service: service.name,
              duration: _('screens.booking.duration', { minutes: terms?.durationMinutes ?? service.durationMinutes }),
              price: format.price(terms?.priceCents ?? service.priceCents),
              pet: draft.petName.trim(),
              type: draft.petType === '' ? '' : pet.type(draft.petType),
            }}
            components={{ 0: <strong />, 1: <strong /> }}
          />
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
        label={_('screens.booking.date')}
        name="date"
        type="date"
        required
        min={min}
        max={max}
        hint={_('screens.booking.dateHint')}
        value={draft.date}
        onChange={(event) => onChange({ date: event.target.value, time: '' })}
        error={errors.date ?? (dateProblem && words(dateProblem))}
      />

      {problem && (
        <FormAlert key={problem.attempt}>
          <p>{problem.message}</p>
        </FormAlert>
      )}

      {service && quote && vaccinesStop && (
        <PetCareSummary service={service} quote={quote} petName={draft.petName} petId={draft.petId} alertId={vaccinesId} forDate showTerms={false} />
      )}

      <SlotPicker
        looks={{ size: request.size, coat: request.coat }}
        serviceId={draft.serviceId}
        date={bookableDate}
        selected={draft.time}
        onSelect={selectTime}
        error={errors.time}
      />

      {service && bookableDate && dayFull && (
        <WaitlistJoin
          key={`${service.id}:${bookableDate}:${draft.petId}`}
          serviceId={service.id}
          date={bookableDate}
          petId={draft.petId}
          petName={draft.petName.trim()}
          durationMinutes={terms?.durationMinutes ?? service.durationMinutes}
          times={daySlots.map((slot) => slot.time)}
        />
      )}

      <div className={styles.field}>
        <label htmlFor={instructionsId} className={styles.fieldLabel}>
          {_('screens.booking.specialInstructions')} <span className={styles.optional}>{_('screens.booking.optional')}</span>
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
          {_('screens.booking.characters', { count: draft.specialInstructions.length, max: SPECIAL_INSTRUCTIONS_MAX })}
        </p>
        <FieldError message={errors.specialInstructions} />
      </div>

      <RepeatVisits
        date={draft.date}
        time={draft.time}
        previewKey={JSON.stringify([draft.serviceId, draft.petId, draft.petType])}
        preview={(rule) => {
          const { size, coat } = quoteRequestOf(draft, draft.date);
          return previewSeries({
            serviceId: draft.serviceId,
            petType: draft.petType === '' ? 'Dog' : draft.petType,
            ...(draft.petId ? { petId: draft.petId } : {}),
            ...(size ? { petSize: size } : {}),
            ...(coat ? { petCoat: coat } : {}),
            date: draft.date,
            time: draft.time,
            repeat: rule,
          });
        }}
        choice={repeat}
        onChange={onRepeatChange}
        onVisits={onSeriesVisits}
      />

      {waiver && <WaiverAcceptance waiver={waiver} draft={draft} errors={errors} onChange={onChange} />}

      <div className={styles.actions}>
        <button type="button" className={buttonClass('outline')} onClick={onBack} disabled={isBooking}>
          {_('screens.booking.back')}
        </button>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={isBooking || vaccinesStop}
          aria-describedby={vaccinesStop ? vaccinesId : undefined}
        >
          {isBooking ? _('screens.booking.booking') : _('screens.booking.confirm')}
        </button>
      </div>
    </form>
  );
}
