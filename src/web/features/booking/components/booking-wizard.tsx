import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useLocation, useNavigate } from '@web/lib/routing';
import type { Pet } from '@shared/contracts/pets';
import { LoadError } from '@web/components/ui/load-error';
import { useBookAppointment } from '@web/features/booking/api/book-appointment';
import { useBookSeries } from '@web/features/booking/api/book-series';
import { noRepeat, repeatBodyOf, type RepeatChoice, type VisitTime } from '@web/components/repeat-visits/repeat-choice';
import type { Appointment } from '@shared/contracts/booking';
import { useServices } from '@web/features/booking/api/get-services';
import { BookingSuccess } from '@web/features/booking/components/booking-success';
import { PetStep, petFieldOrder } from '@web/features/booking/components/pet-step';
import { ScheduleStep, scheduleFieldOrder } from '@web/features/booking/components/schedule-step';
import { ServiceStep, serviceFieldOrder } from '@web/features/booking/components/service-step';
import { StepIndicator } from '@web/features/booking/components/step-indicator';
import { findService, firstIncompleteStep, wizardSteps, type BookingDraft, type WizardStep } from '@web/features/booking/lib/booking-draft';
import { useBookingQuote } from '@web/features/booking/api/get-booking-quote';
import { petCareMessages, prefillOf, quoteRequestOf, vaccinesBlock } from '@web/features/booking/lib/pet-care-step';
import {
  bookingRefusal,
  checkStep,
  confirmBooking,
  initialWizardState,
  petTypeBlocked,
  wizardReducer,
} from '@web/features/booking/lib/booking-wizard-state';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import { reportBookingStep } from '@web/lib/analytics';
import { isApiClientError } from '@web/lib/api-client';
import { focusFirstInvalid, inWords } from '@web/lib/form-errors';
import styles from '@web/features/booking/components/booking-wizard.module.css';
import { useLingui } from '@lingui/react';

/** The step lives in the URL (?step=2) so the browser's back and forward buttons move between steps. */
function requestedStep(value: string | null): WizardStep {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}
const stepSearch = (step: WizardStep) => (step === 1 ? '' : `?step=${step}`);
const fieldOrders = { 1: serviceFieldOrder, 2: petFieldOrder, 3: scheduleFieldOrder } as const;

/** History entries the wizard itself pushed: its Back button can then simply go back. */
interface WizardEntryState {
  bookingStep?: true;
}

/**
 * The three-step booking wizard (spec §2): service, pet, schedule, then the success
 * screen once the server confirms. The rules are the pure state machine in
 * booking-wizard-state.ts; this component wires it to the URL, the server and focus.
 * A step is shown only when the ones before it are complete; otherwise the first
 * incomplete one is. Focus moves to the heading of each new step.
 */
export function BookingWizard({
  email,
  pets,
  petsReady = true,
}: {
  email: string | undefined;
  pets: readonly Pet[];
  /** False while the customer's pets are still loading (a prefilled link waits for them). */
  petsReady?: boolean;
}) {
  const { _ } = useLingui();
  const services = useServices();
  const book = useBookAppointment();
  const bookSeries = useBookSeries();
  // Issue 29: the repeat of step 3, the visits its preview settled on, and the series booked.
  const [repeat, setRepeat] = useState<RepeatChoice>(noRepeat);
  const [seriesVisits, setSeriesVisits] = useState<VisitTime[] | undefined>(undefined);
  const [bookedSeries, setBookedSeries] = useState<Appointment[] | undefined>(undefined);
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // State shows on the next render; two clicks in one frame must still send one booking.
  const inFlight = useRef(false);

  const categories = services.data;
  // Issue 29: ?service=…&pet=… (a rebook reminder's link) starts at step 3 with both chosen, once the services and pets are known.
  const prefilling = searchParams.has('service') && searchParams.has('pet');
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefilling || prefilled.current || !categories || !petsReady) return;
    prefilled.current = true;
    const draft = prefillOf(categories, pets, { serviceId: searchParams.get('service'), petId: searchParams.get('pet') });
    if (draft) dispatch({ type: 'changed', patch: draft });
    void navigate({ search: draft ? stepSearch(3) : '' }, { replace: true });
  }, [prefilling, categories, pets, petsReady, searchParams, navigate]);
  const requested = requestedStep(searchParams.get('step'));
  const furthest = categories ? (firstIncompleteStep(state.draft, categories) ?? 3) : 1;
  const step = Math.min(requested, furthest) as WizardStep;
  // Step 2's question to the server about the pet (issue 14): its duration and price, and its vaccines as of today.
  const petQuote = useBookingQuote(step === 2 ? quoteRequestOf(state.draft) : { serviceId: '' });
  // The success screen belongs to the history entry it appeared on; back or forward leaves it.
  const showSuccess = state.booked?.locationKey === location.key;
  // Undefined while loading or on the way to another step: no heading to focus yet.
  const view = !categories ? undefined : showSuccess ? 'success' : requested === step ? step : undefined;
  useFocusOnNewView(view, location.key, headingRef);
  const forgetReportedSteps = useReportedSteps(view);

  const change = useCallback((patch: Partial<BookingDraft>) => dispatch({ type: 'changed', patch }), []);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!categories) return;
    const petCare = step === 2 ? petCareMessages(petQuote.data) : {};
    const errors = inWords({ ...checkStep(step, state.draft, categories), ...petCare }, _);
    dispatch({ type: 'checked', errors });
    if (focusFirstInvalid(form, fieldOrders[step], errors)) return;
    if (step === 2 && (petTypeBlocked(state.draft, categories) || vaccinesBlock(petQuote.data))) return;
    void navigate({ search: stepSearch((step + 1) as WizardStep) }, { state: { bookingStep: true } satisfies WizardEntryState });
  };
  const back = () => {
    if ((location.state as WizardEntryState | null)?.bookingStep) void navigate(-1);
    else void navigate({ search: stepSearch((step - 1) as WizardStep) }, { replace: true });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    const plan = confirmBooking(state, { now: new Date(), newKey: newIdempotencyKey });
    if ('errors' in plan) {
      const errors = inWords(plan.errors, _);
      dispatch({ type: 'checked', errors });
      focusFirstInvalid(form, scheduleFieldOrder, errors);
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'sending', attempt: plan.attempt });
    const locationKey = location.key;
    if (repeat.on) {
      if (!seriesVisits) {
        inFlight.current = false;
        dispatch({ type: 'failed', message: _('screens.booking.repeat.previewFirst') });
        return;
      }
      bookSeries.mutate(
        { ...plan.body, repeat: repeatBodyOf(repeat), visits: seriesVisits },
        {
          onSuccess: (series) => {
            setBookedSeries(series.appointments);
            dispatch({ type: 'booked', appointment: series.appointments[0]!, locationKey });
          },
          // The server names the visit taken since the preview, or what else stopped the series.
          onError: (error) => dispatch(isApiClientError(error) && (error.status === 409 || error.status === 422) ? { type: 'failed', message: error.message } : bookingRefusal(error, _)),
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
      return;
    }
    setBookedSeries(undefined);
    book.mutate(plan.body, {
      onSuccess: (appointment) => dispatch({ type: 'booked', appointment, locationKey }),
      onError: (error) => {
        if (!isApiClientError(error)) console.error('Booking failed', error);
        // The slots refresh (the mutation invalidates them); the other answers stay.
        dispatch(bookingRefusal(error, _));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const bookAnother = () => {
    forgetReportedSteps();
    dispatch({ type: 'book-another' });
    setRepeat(noRepeat);
    setBookedSeries(undefined);
    void navigate({ search: '' }, { replace: true });
  };

  if (services.isPending || prefilling) {
    return (
      <p role="status" className={styles.loading}>
        {_('screens.booking.loadingServices')}
      </p>
    );
  }
  if (services.isError || !categories) {
    return <LoadError message={_('screens.booking.servicesLoadFailed')} onRetry={() => services.refetch()} />;
  }
  if (showSuccess && state.booked) {
    return (
      <div className={styles.wizard}>
        <BookingSuccess appointment={state.booked.appointment} visits={bookedSeries} email={email} headingRef={headingRef} onBookAnother={bookAnother} />
      </div>
    );
  }
  if (requested !== step) return <Navigate to={{ search: stepSearch(step) }} replace />;

  const service = findService(categories, state.draft.serviceId);
  const { title } = wizardSteps[step - 1]!;
  return (
    <div className={styles.wizard}>
      <StepIndicator current={step} />
      <section className={styles.panel} aria-labelledby="booking-step-heading">
        <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          <span className={styles.eyebrow}>
            {_('screens.booking.stepOf', { step, count: wizardSteps.length })}
            <span className="visually-hidden">:</span>
          </span>{' '}
          {_(title)}
        </h2>
        {step === 1 && (
          <ServiceStep categories={categories} draft={state.draft} errors={state.errors} onChange={change} onSubmit={next} />
        )}
        {step === 2 && (
          <PetStep
            service={service}
            pets={pets}
            draft={state.draft}
            errors={state.errors}
            quote={petQuote.data}
            onChange={change}
            onBack={back}
            onSubmit={next}
          />
        )}
        {step === 3 && (
          <ScheduleStep
            service={service}
            draft={state.draft}
            errors={state.errors}
            onChange={change}
            onBack={back}
            onSubmit={confirm}
            isBooking={state.sending}
            problem={state.problem}
            repeat={repeat}
            onRepeatChange={setRepeat}
            onSeriesVisits={setSeriesVisits}
          />
        )}
      </section>
    </div>
  );
}

/**
 * Reports each step the first time this booking reaches it (D27), so that going back
 * and forth between steps counts once; another booking starts afresh (the returned reset).
 */
function useReportedSteps(view: WizardStep | 'success' | undefined): () => void {
  const reported = useRef(new Set<WizardStep>());
  useEffect(() => {
    if (typeof view !== 'number' || reported.current.has(view)) return;
    reported.current.add(view);
    reportBookingStep(view);
  }, [view]);
  return useCallback(() => reported.current.clear(), []);
}

/**
 * Every new view moves focus to its heading, except the first one shown on arrival at
 * the page, which keeps the page's own focus.
 */
function useFocusOnNewView(
  view: WizardStep | 'success' | undefined,
  locationKey: string,
  headingRef: RefObject<HTMLHeadingElement | null>,
) {
  const shown = useRef(view);
  const arrivalKey = useRef(locationKey);
  useEffect(() => {
    if (view === undefined || shown.current === view) return;
    const first = shown.current === undefined;
    shown.current = view;
    if (!first || locationKey !== arrivalKey.current) headingRef.current?.focus();
  }, [view, locationKey, headingRef]);
}
