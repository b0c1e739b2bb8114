import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { ConsoleAppointment } from '@shared/contracts/appointment-book';
import { buttonClass } from '@web/components/ui/button-class';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';
import { useFreeTimes } from '@web/features/console-appointments/api/get-free-times';
import { useRescheduleAppointment } from '@web/features/console-appointments/api/reschedule-appointment';
import { useRescheduleFollowing } from '@web/features/console-appointments/api/change-following';
import type { ActionDone } from '@web/features/console-appointments/components/action-done';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/**
 * Another time with the same provider: a date, then the free times the server offers
 * for it (booking's availability: the provider's hours, the grid, closures, other bookings).
 * A visit of a series (issue 29) moves alone or with the following ones, each shifted by
 * the same days to the new time, all or none, as the customer's own screen offers.
 */
export function RescheduleForm({
  appointment,
  today,
  onDone,
  onFailed,
}: {
  appointment: ConsoleAppointment;
  today: string;
  onDone: (done: ActionDone) => void;
  onFailed: (error: unknown) => void;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const [date, setDate] = useState(appointment.date);
  const [chosen, setChosen] = useState('');
  const times = useFreeTimes(appointment.id, date);
  const rescheduleOne = useRescheduleAppointment();
  const rescheduleFollowing = useRescheduleFollowing();
  const [scope, setScope] = useState<'this' | 'following'>('this');
  const scopeName = useId();
  const pending = rescheduleOne.isPending || rescheduleFollowing.isPending;
  const slots = times.data ?? [];
  const slot = slots.find((candidate) => candidate.time === chosen) ?? slots[0];
  // The server's refusal of the date itself (past, closed, too far ahead) sits beside the date.
  const dateError = times.isError ? (isApiClientError(times.error) ? times.error.message : _('screens.console.appointments.timesFailed')) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    const change = { appointmentId: appointment.id, date, time: slot.time };
    const words = { pet: appointment.pet.name, date: format.longDate(date), time: format.timeOf(slot.startsAt) };
    if (scope === 'following') {
      rescheduleFollowing.mutateAsync(change).then(
        ({ appointments }) => onDone({ notice: _('screens.console.appointments.rescheduledFollowing', { ...words, count: appointments.length }), movedTo: date }),
        onFailed,
      );
      return;
    }
    rescheduleOne.mutateAsync(change).then(() => onDone({ notice: _('screens.console.appointments.rescheduled', words), movedTo: date }), onFailed);
  };

  return (
    <form className={styles.action} aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId}>{_('screens.console.appointments.rescheduleTitle')}</h3>
      {appointment.seriesId && (
        <fieldset className={styles.seriesChoice}>
          <legend>{_('screens.appointment.moveWhich')}</legend>
          <div className={styles.inline}>
            <label>
              <input type="radio" name={scopeName} checked={scope === 'this'} onChange={() => setScope('this')} /> {_('screens.appointment.cancelThisVisit')}
            </label>
            <label>
              <input type="radio" name={scopeName} checked={scope === 'following'} onChange={() => setScope('following')} /> {_('screens.appointment.cancelFollowing')}
            </label>
          </div>
        </fieldset>
      )}
      <div className={styles.inline}>
        <TextField
          type="date"
          label={_('screens.console.appointments.newDate')}
          value={date}
          min={today}
          required
          error={dateError}
          onChange={(event) => {
            setDate(event.target.value);
            setChosen('');
          }}
        />
        {times.data && slots.length === 0 && <p className={styles.muted}>{_('screens.console.appointments.noFreeTimes')}</p>}
        {slots.length > 0 && (
          <>
            <SelectField label={_('screens.console.appointments.newTime')} value={slot?.time ?? ''} onChange={(event) => setChosen(event.target.value)}>
              {slots.map((candidate) => (
                <option key={candidate.time} value={candidate.time}>
                  {format.timeOf(candidate.startsAt)}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={buttonClass('primary')} disabled={pending}>
              {_('screens.console.appointments.reschedule')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
