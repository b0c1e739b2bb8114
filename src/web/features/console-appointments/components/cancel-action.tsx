import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { buttonClass } from '@web/components/ui/button-class';
import { useFormat } from '@web/lib/i18n';
import { useCancelAppointment } from '@web/features/console-appointments/api/cancel-appointment';
import { useCancelFollowing } from '@web/features/console-appointments/api/change-following';
import type { AppointmentActionProps } from '@web/features/console-appointments/components/action-done';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/**
 * The owner's Cancel. A single booking is cancelled once confirmed; a visit of a series
 * (issue 29) first asks "this visit" or "this and following", as the customer's own
 * screen does, and the following ones go by the customer's own server path.
 */
export function CancelAction({
  appointment,
  when,
  onDone,
  onFailed,
}: AppointmentActionProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const choiceId = useId();
  const cancelOne = useCancelAppointment();
  const cancelFollowing = useCancelFollowing();
  const [choosing, setChoosing] = useState(false);
  const busy = cancelOne.isPending || cancelFollowing.isPending;
  const pet = appointment.pet.name;

  const onCancelOne = () => {
    if (!window.confirm(_('screens.console.appointments.confirmCancel', { pet, when }))) return;
    cancelOne.mutateAsync(appointment.id).then(() => onDone({ notice: _('screens.console.appointments.cancelled', { pet, when }) }), onFailed);
  };
  const onCancelFollowing = () => {
    if (!window.confirm(_('screens.console.appointments.confirmCancelFollowing', { pet, when }))) return;
    cancelFollowing
      .mutateAsync(appointment.id)
      .then(
        ({ appointments }) =>
          onDone({ notice: _('screens.console.appointments.cancelledFollowing', { count: appointments.length, pet, date: format.longDate(appointment.date) }) }),
        onFailed,
      );
  };

  return (
    <div className={styles.actionRow}>
      <button
        type="button"
        className={buttonClass('outline')}
        disabled={busy}
        onClick={appointment.seriesId ? () => setChoosing((open) => !open) : onCancelOne}
        aria-expanded={appointment.seriesId ? choosing : undefined}
        aria-controls={appointment.seriesId && choosing ? choiceId : undefined}
      >
        {_('screens.console.appointments.cancel')}
      </button>
      <p className={styles.muted}>{_('screens.console.appointments.cancelHint')}</p>
      {appointment.seriesId && choosing && (
        <fieldset id={choiceId} className={styles.seriesChoice}>
          <legend>{_('screens.appointment.cancelWhich')}</legend>
          <div className={styles.inline}>
            <button type="button" className={buttonClass('outline', { size: 'small' })} disabled={busy} onClick={onCancelOne}>
              {_('screens.appointment.cancelThisVisit')}
            </button>
            <button type="button" className={buttonClass('outline', { size: 'small' })} disabled={busy} onClick={onCancelFollowing}>
              {_('screens.appointment.cancelFollowing')}
            </button>
            <button type="button" className={buttonClass('outline', { size: 'small' })} disabled={busy} onClick={() => setChoosing(false)}>
              {_('screens.appointment.keepVisits')}
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
