import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { buttonClass } from '@web/components/ui/button-class';
import { SelectField } from '@web/components/ui/select-field';
import { useEligibleProviders } from '@web/features/console-appointments/api/get-eligible-providers';
import { useReassignAppointment } from '@web/features/console-appointments/api/reassign-appointment';
import type { AppointmentActionProps } from '@web/features/console-appointments/components/action-done';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/** Same time, another provider: only those the server says offer the service, work then and are free. */
export function ReassignForm({
  appointment,
  when,
  onDone,
  onFailed,
}: AppointmentActionProps) {
  const { _ } = useLingui();
  const headingId = useId();
  const eligible = useEligibleProviders(appointment.id);
  const reassign = useReassignAppointment();
  const [chosen, setChosen] = useState('');
  const providers = eligible.data ?? [];
  const providerId = chosen || String(providers[0]?.id ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const provider = providers.find((candidate) => String(candidate.id) === providerId);
    if (!provider) return;
    reassign.mutateAsync({ appointmentId: appointment.id, providerId: provider.id }).then(
      () => onDone({ notice: _('screens.console.appointments.reassigned', { pet: appointment.pet.name, when, provider: provider.displayName }) }),
      onFailed,
    );
  };

  return (
    <form className={styles.action} aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId}>{_('screens.console.appointments.reassignTitle')}</h3>
      {eligible.isError ? (
        <p className={styles.muted}>{_('screens.console.appointments.providersFailed')}</p>
      ) : !eligible.data ? (
        <p className={styles.muted}>{_('screens.console.loading')}</p>
      ) : providers.length === 0 ? (
        <p className={styles.muted}>{_('screens.console.appointments.nobodyFree')}</p>
      ) : (
        <div className={styles.inline}>
          <SelectField label={_('screens.console.appointments.newProvider')} value={providerId} onChange={(event) => setChosen(event.target.value)}>
            {providers.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.displayName}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass('primary')} disabled={reassign.isPending}>
            {_('screens.console.appointments.reassign')}
          </button>
        </div>
      )}
    </form>
  );
}
