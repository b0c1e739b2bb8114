import { useLingui } from '@lingui/react';
import type { ConsoleAppointment } from '@shared/contracts/appointment-book';
import { StatusBadge } from '@web/components/ui/status-badge';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/**
 * One appointment of the book, as the button that opens its details: time, pet,
 * service, provider and status, all in its name for a screen reader. It says whether
 * its details are open (aria-expanded) and which region they are in.
 */
export function AppointmentItem({
  appointment,
  open,
  detailsId,
  onOpen,
}: {
  appointment: ConsoleAppointment;
  open: boolean;
  detailsId: string;
  onOpen: (id: string) => void;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const pet = usePetLabels();
  return (
    <button
      type="button"
      className={styles.item}
      data-appointment={appointment.id}
      aria-expanded={open}
      aria-controls={open ? detailsId : undefined}
      onClick={() => onOpen(appointment.id)}
    >
      <span className={styles.itemTime}>
        {_('screens.console.appointments.timeRange', { start: format.timeOf(appointment.startsAt), end: format.timeOf(appointment.endsAt) })}
      </span>
      <span className={styles.itemPet}>
        {appointment.pet.name} <span className={styles.muted}>({pet.type(appointment.pet.type)})</span>
      </span>
      <span>{appointment.service.name}</span>
      <span className={styles.muted}>
        {appointment.reassignedAt
          ? _('screens.console.appointments.withReassigned', { provider: appointment.provider.displayName })
          : _('screens.console.appointments.with', { provider: appointment.provider.displayName })}
      </span>
      <StatusBadge status={appointment.status} />
    </button>
  );
}
