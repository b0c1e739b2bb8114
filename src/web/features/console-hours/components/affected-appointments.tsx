import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { AffectedAppointment } from '@shared/contracts/hours';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { LoadError } from '@web/components/ui/load-error';
import { SelectField } from '@web/components/ui/select-field';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';
import { useCancelAffected } from '@web/features/console-hours/api/cancel-affected-appointment';
import { useAffectedAppointments } from '@web/features/console-hours/api/get-affected-appointments';
import { useReassign } from '@web/features/console-hours/api/reassign-appointment';
import styles from '@web/features/console-hours/components/hours.module.css';

const reasonIds: Record<AffectedAppointment['reason'], string> = {
  'outside-hours': 'screens.console.affected.outsideHours',
  'time-off': 'screens.console.affected.timeOff',
  closure: 'screens.console.affected.closure',
};

/**
 * Booked appointments the hours no longer fit. Nothing is cancelled by a change of
 * hours: each one waits here for the owner to give it to a free provider or cancel it
 * (the customer is emailed).
 */
export function AffectedAppointments() {
  const { _ } = useLingui();
  const headingId = useId();
  const affected = useAffectedAppointments();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (affected.isError) return <LoadError message={_('screens.console.affected.loadFailed')} onRetry={() => void affected.refetch()} />;
  const appointments = affected.data ?? [];

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{_('screens.console.affected.title')}</h2>
      {notice && <FormNotice>{notice}</FormNotice>}
      {failure && <FormAlert key={failure}>{failure}</FormAlert>}
      {!affected.data ? (
        <p role="status">{_('screens.console.loading')}</p>
      ) : appointments.length === 0 ? (
        <p className={styles.muted}>{_('screens.console.affected.none')}</p>
      ) : (
        <ul className={styles.list}>
          {appointments.map((appointment) => (
            <AffectedItem
              key={appointment.id}
              appointment={appointment}
              onDone={(text) => {
                setFailure(null);
                setNotice(text);
              }}
              onFailed={(text) => {
                setNotice(null);
                setFailure(text);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function AffectedItem({
  appointment,
  onDone,
  onFailed,
}: {
  appointment: AffectedAppointment;
  onDone: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const cancel = useCancelAffected();
  const reassign = useReassign();
  const [providerId, setProviderId] = useState(appointment.alternatives[0]?.id ?? 0);
  const when = _('screens.console.affected.when', { date: format.longDate(appointment.date), time: appointment.time });
  const failed = (error: unknown) => onFailed(isApiClientError(error) ? error.message : _('screens.console.hours.saveFailed'));

  return (
    <li className={styles.item}>
      <div>
        <strong>{when}</strong>
        <p className={styles.muted}>
          {_('screens.console.affected.what', {
            service: appointment.serviceName,
            pet: appointment.petName,
            customer: appointment.customerName,
            email: appointment.customerEmail,
            provider: appointment.providerName,
          })}
        </p>
        <p className={styles.muted}>{_(reasonIds[appointment.reason])}</p>
      </div>
      <div className={styles.inline}>
        {appointment.alternatives.length > 0 && (
          <>
            <SelectField label={_('screens.console.affected.moveTo')} value={providerId} onChange={(event) => setProviderId(Number(event.target.value))}>
              {appointment.alternatives.map((alternative) => (
                <option key={alternative.id} value={alternative.id}>
                  {alternative.displayName}
                </option>
              ))}
            </SelectField>
            <button
              type="button"
              className={buttonClass('accent', { size: 'small' })}
              disabled={reassign.isPending || cancel.isPending}
              aria-label={_('screens.console.affected.reassignLabel', { when })}
              onClick={() =>
                void reassign
                  .mutateAsync({ appointmentId: appointment.id, providerId })
                  .then(() => onDone(_('screens.console.affected.reassigned', { when })), failed)
              }
            >
              {_('screens.console.affected.reassign')}
            </button>
          </>
        )}
        <button
          type="button"
          className={buttonClass('outline', { size: 'small' })}
          disabled={reassign.isPending || cancel.isPending}
          aria-label={_('screens.console.affected.cancelLabel', { when })}
          onClick={() => {
            if (!window.confirm(_('screens.console.affected.confirmCancel', { when }))) return;
            void cancel.mutateAsync(appointment.id).then(() => onDone(_('screens.console.affected.cancelled', { when })), failed);
          }}
        >
          {_('screens.console.affected.cancel')}
        </button>
      </div>
    </li>
  );
}
