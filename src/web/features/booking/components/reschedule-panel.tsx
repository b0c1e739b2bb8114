import { useLayoutEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bookingMessages, rescheduleBodySchema, type Appointment } from '@shared/contracts/booking';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextField } from '@web/components/ui/text-field';
import { useRescheduleAppointment } from '@web/features/booking/api/reschedule-appointment';
import { useRescheduleFollowing } from '@web/features/booking/api/reschedule-following';
import { SlotPicker } from '@web/features/booking/components/slot-picker';
import { bookableDateError, bookableDateRange } from '@web/features/booking/lib/bookable-dates';
import { isRuleRefusal } from '@web/features/booking/lib/change-rules';
import { isApiClientError } from '@web/lib/api-client';
import styles from '@web/features/booking/components/appointments.module.css';
import { queryKeys } from '@web/lib/query-keys';
import { useLingui } from '@lingui/react';
import { useWords } from '@web/lib/i18n';
import { validateWith } from '@web/lib/form-errors';

interface ReschedulePanelProps {
  appointment: Appointment;
  id: string;
  onRescheduled: (appointment: Appointment) => void;
  onClose: () => void;
}

/**
 * Picks a new date and time for a Confirmed appointment from real availability of
 * its service (spec §5: both required, not in the past). Closes as soon as the
 * server confirms (D3).
 */
export function ReschedulePanel({ appointment, id, onRescheduled, onClose }: ReschedulePanelProps) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const rescheduleOne = useRescheduleAppointment(appointment.id);
  const rescheduleSeries = useRescheduleFollowing(appointment.id);
  // Issue 29: a visit of a series moves alone or with the following ones.
  const [scope, setScope] = useState<'this' | 'following'>('this');
  const reschedule = scope === 'following' ? rescheduleSeries : rescheduleOne;
  const scopeName = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<{ message: string; attempt: number }>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { min, max } = bookableDateRange();
  const words = useWords();
  const dateProblem = bookableDateError(date);

  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);

  const report = (message: string) => setProblem((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reschedule.isPending) return;
    // Both missing or either: the contract's one message (spec §5).
    const checked = validateWith(rescheduleBodySchema, { date, time }, _);
    if (checked.errors) return report(Object.values(checked.errors)[0] ?? '');
    if (dateProblem) return report(words(dateProblem));
    setProblem(undefined);
    const onError = (error: unknown) => {
      // The server names the visit of the series that cannot move.
      if (isApiClientError(error) && error.code === 'SERIES_VISIT_TAKEN') return report(error.message);
      if (isApiClientError(error) && error.code === 'SLOT_TAKEN') {
        setTime('');
        return report(_(bookingMessages.slotTaken));
      }
      if (isApiClientError(error) && error.status === 422 && error.code === 'TIME_PASSED') {
        setTime('');
        return report(error.message);
      }
      // A booking rule (issue 14): too soon for the notice, or inside the cancellation window.
      if (isRuleRefusal(error)) {
        if (error.code === 'TOO_SOON') setTime('');
        void queryClient.invalidateQueries({ queryKey: queryKeys.bookingRules });
        return report(error.message);
      }
      console.error('Rescheduling failed', error);
      // D28: the spec's alert, on the page.
      report(_('screens.booking.rescheduleFailed'));
      // It may no longer be Confirmed (cancelled elsewhere): show what is true now.
      if (isApiClientError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.appointments });
    };
    if (scope === 'following') rescheduleSeries.mutate({ date, time }, { onSuccess: ({ appointments }) => onRescheduled(appointments[0]!), onError });
    else rescheduleOne.mutate({ date, time }, { onSuccess: onRescheduled, onError });
  };

  return (
    <section id={id} className={styles.reschedule} aria-labelledby={headingId}>
      <h4 id={headingId} ref={headingRef} tabIndex={-1} className={styles.rescheduleHeading}>
        {_('screens.booking.chooseNewTime')}
      </h4>
      <form className={styles.rescheduleForm} onSubmit={submit} noValidate>
        {problem && (
          <FormAlert key={problem.attempt}>
            <p>{problem.message}</p>
          </FormAlert>
        )}
        {appointment.seriesId && (
          <fieldset className={styles.seriesChoice}>
            <legend>{_('screens.appointment.moveWhich')}</legend>
            <label>
              <input type="radio" name={scopeName} checked={scope === 'this'} onChange={() => setScope('this')} /> {_('screens.appointment.cancelThisVisit')}
            </label>{' '}
            <label>
              <input type="radio" name={scopeName} checked={scope === 'following'} onChange={() => setScope('following')} /> {_('screens.appointment.cancelFollowing')}
            </label>
          </fieldset>
        )}
        <TextField
          label={_('screens.booking.newDate')}
          name="date"
          type="date"
          required
          min={min}
          max={max}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
          error={dateProblem && words(dateProblem)}
        />
        <SlotPicker
          serviceId={appointment.service.id}
          date={date !== '' && !dateProblem ? date : undefined}
          selected={time}
          onSelect={setTime}
        />
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', { size: 'small' })} disabled={reschedule.isPending}>
            {reschedule.isPending ? _('screens.booking.rescheduling') : _('screens.booking.confirmNewTime')}
          </button>
          <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={onClose} disabled={reschedule.isPending}>
            {_('screens.booking.keepCurrentTime')}
          </button>
        </div>
      </form>
    </section>
  );
}
