import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { bookingMessages, type Appointment } from '@shared/contracts/booking';
import { useBookAppointment } from '@web/features/booking/api/book-appointment';
import { useOwnPets } from '@web/features/booking/api/get-own-pets';
import { useServices } from '@web/features/booking/api/get-services';
import { BookingSuccess } from '@web/features/booking/components/booking-success';
import { PetStep } from '@web/features/booking/components/pet-step';
import { ScheduleStep } from '@web/features/booking/components/schedule-step';
import { ServiceStep } from '@web/features/booking/components/service-step';
import { StepIndicator } from '@web/features/booking/components/step-indicator';
import {
  emptyDraft,
  findService,
  firstIncompleteStep,
  toBookingBody,
  wizardSteps,
  type BookingDraft,
  type DraftErrors,
  type WizardStep,
} from '@web/features/booking/lib/booking-draft';
import { newIdempotencyKey } from '@web/features/booking/lib/idempotency-key';
import { isApiClientError } from '@web/lib/api-client';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { LoadError } from '@web/components/ui/load-error';

/** The step lives in the URL (?step=2) so the browser's back and forward buttons move between steps. */
function requestedStep(value: string | null): WizardStep {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}
const stepSearch = (step: WizardStep) => (step === 1 ? '' : `?step=${step}`);

/** History entries the wizard itself pushed: its Back button can then simply go back. */
interface WizardEntryState {
  bookingStep?: true;
}

/**
 * The three-step booking wizard (spec §2): service, pet, schedule, then the success
 * screen once the server confirms. A step can only be shown when the ones before it
 * are complete; otherwise the first incomplete one is. Focus moves to the heading of
 * each new step.
 */
export function BookingWizard({ email }: { email: string | undefined }) {
  const services = useServices();
  useOwnPets(); // fetched now so the pet step can offer them at once
  const book = useBookAppointment();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();

  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const [booked, setBooked] = useState<{ appointment: Appointment; locationKey: string }>();
  const [slotProblem, setSlotProblem] = useState<{ message: string; attempt: number }>();
  /** One idempotency key per booking attempt: a retry of the same booking reuses it. */
  const attempt = useRef<{ signature: string; key: string } | undefined>(undefined);
  const sending = useRef(false);
  const locationKey = useRef(location.key);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrivalKey = useRef(location.key);

  useEffect(() => {
    locationKey.current = location.key;
  }, [location.key]);

  const categories = services.data;
  const requested = requestedStep(searchParams.get('step'));
  const furthest = categories ? (firstIncompleteStep(draft, categories) ?? 3) : 1;
  const step: WizardStep = Math.min(requested, furthest) as WizardStep;
  // The success screen belongs to the history entry it appeared on; back or forward leaves it.
  const showSuccess = booked !== undefined && booked.locationKey === location.key;
  // Undefined while loading or on the way to another step: no heading to focus yet.
  const view = !categories ? undefined : showSuccess ? 'success' : requested === step ? step : undefined;

  const shownView = useRef(view);
  useEffect(() => {
    if (view === undefined || shownView.current === view) return;
    const first = shownView.current === undefined;
    shownView.current = view;
    // The first step shown on arrival keeps the page's own focus; later changes move it to the new heading.
    if (!first || location.key !== arrivalKey.current) headingRef.current?.focus();
  }, [view, location.key]);

  const change = useCallback((patch: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...patch })), []);

  const goNext = () => {
    void navigate({ search: stepSearch((step + 1) as WizardStep) }, { state: { bookingStep: true } satisfies WizardEntryState });
  };
  const goBack = () => {
    if ((location.state as WizardEntryState | null)?.bookingStep) void navigate(-1);
    else void navigate({ search: stepSearch((step - 1) as WizardStep) }, { replace: true });
  };

  const confirm = (): DraftErrors | undefined => {
    if (sending.current) return undefined;
    const { petId: _petId, categoryId: _categoryId, ...booking } = draft;
    const signature = JSON.stringify(booking);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    const { body, errors } = toBookingBody(draft, attempt.current.key);
    if (errors) return errors;

    sending.current = true;
    book.mutate(body, {
      onSuccess: (appointment) => {
        attempt.current = undefined;
        setDraft(emptyDraft);
        setSlotProblem(undefined);
        setBooked({ appointment, locationKey: locationKey.current });
      },
      onError: (error) => {
        const slotGone =
          isApiClientError(error) &&
          (error.status === 409 || (error.status === 422 && ['TIME_PASSED', 'DATE_NOT_BOOKABLE'].includes(error.code)));
        if (!slotGone) {
          console.error('Booking failed', error);
          window.alert(bookingMessages.bookingFailed);
          return;
        }
        // The slots refresh (the mutation invalidates them); the other answers stay.
        setSlotProblem((last) => ({
          message: error.status === 409 ? bookingMessages.slotTaken : error.message,
          attempt: (last?.attempt ?? 0) + 1,
        }));
        setDraft((current) => ({ ...current, time: '' }));
      },
      onSettled: () => {
        sending.current = false;
      },
    });
    return undefined;
  };

  const bookAnother = () => {
    attempt.current = undefined;
    setDraft(emptyDraft);
    setSlotProblem(undefined);
    setBooked(undefined);
    void navigate({ search: '' }, { replace: true });
  };

  if (services.isPending) {
    return (
      <p role="status" className={styles.loading}>
        Loading services...
      </p>
    );
  }
  if (services.isError || !categories) {
    return (
      <LoadError what="our services" onRetry={() => services.refetch()} />
    );
  }

  if (showSuccess) {
    return (
      <div className={styles.wizard}>
        <BookingSuccess appointment={booked.appointment} email={email} headingRef={headingRef} onBookAnother={bookAnother} />
      </div>
    );
  }
  if (requested !== step) return <Navigate to={{ search: stepSearch(step) }} replace />;

  const service = findService(categories, draft.serviceId);
  const { title } = wizardSteps[step - 1]!;
  return (
    <div className={styles.wizard}>
      <StepIndicator current={step} />
      <section className={styles.panel} aria-labelledby="booking-step-heading">
        <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          <span className={styles.eyebrow}>
            Step {step} of {wizardSteps.length}
            <span className="visually-hidden">:</span>
          </span>{' '}
          {title}
        </h2>
        {step === 1 && <ServiceStep categories={categories} draft={draft} onChange={change} onNext={goNext} />}
        {step === 2 && <PetStep service={service} draft={draft} onChange={change} onBack={goBack} onNext={goNext} />}
        {step === 3 && (
          <ScheduleStep
            service={service}
            draft={draft}
            onChange={change}
            onBack={goBack}
            onConfirm={confirm}
            isBooking={book.isPending}
            slotProblem={slotProblem}
          />
        )}
      </section>
    </div>
  );
}
