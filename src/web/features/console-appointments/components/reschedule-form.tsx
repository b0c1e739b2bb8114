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
import type { ActionDone } from '@web/features/console-appointments/components/action-done';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/**
 * Another time with the same provider: a date, then the free times the server offers
 * for it (booking's availability: the provider's hours, the grid, closures, other bookings).
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
  const reschedule = useRescheduleAppointment();
  const slots = times.data ?? [];
  const slot = slots.find((candidate) => candidate.time === chosen) ?? slots[0];
  // The server's refusal of the date itself (past, closed, too far ahead) sits beside the date.
  const dateError = times.isError ? (isApiClientError(times.error) ? times.error.message : _('screens.console.appointments.timesFailed')) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slot) return;
    reschedule.mutateAsync({ appointmentId: appointment.id, date, time: slot.time }).then(
      () =>
        onDone({
          notice: _('screens.console.appointments.rescheduled', { pet: appointment.pet.name, date: format.longDate(date), time: format.timeOf(slot.startsAt) }),
          movedTo: date,
        }),
      onFailed,
    );
  };

  return (
    <form className={styles.action} aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId}>{_('screens.console.appointments.rescheduleTitle')}</h3>
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
            <button type="submit" className={buttonClass('primary')} disabled={reschedule.isPending}>
              {_('screens.console.appointments.reschedule')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}
