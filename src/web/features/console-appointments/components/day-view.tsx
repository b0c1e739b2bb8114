import { useLingui } from '@lingui/react';
import type { ConsoleAppointment } from '@shared/contracts/appointment-book';
import { StatusBadge } from '@web/components/ui/status-badge';
import { TableRegion } from '@web/components/ui/table-region';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/** One day across every provider as a table: a row per appointment, its time the row's header and the way to its details. */
export function DayView({
  appointments,
  labelledBy,
  openId,
  detailsId,
  onOpen,
}: {
  appointments: ConsoleAppointment[];
  labelledBy: string;
  openId: string;
  detailsId: string;
  onOpen: (id: string) => void;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const pet = usePetLabels();
  if (appointments.length === 0) return <p className={styles.muted}>{_('screens.console.appointments.noneThatDay')}</p>;
  return (
    <TableRegion labelledBy={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{_('screens.console.appointments.time')}</th>
          <th scope="col">{_('screens.console.appointments.pet')}</th>
          <th scope="col">{_('screens.console.appointments.service')}</th>
          <th scope="col">{_('screens.console.appointments.provider')}</th>
          <th scope="col">{_('screens.console.appointments.customer')}</th>
          <th scope="col">{_('screens.console.appointments.status')}</th>
        </tr>
      </thead>
      <tbody>
        {appointments.map((appointment) => (
          <tr key={appointment.id}>
            <th scope="row">
              <button
                type="button"
                className={styles.rowButton}
                data-appointment={appointment.id}
                aria-expanded={appointment.id === openId}
                aria-controls={appointment.id === openId ? detailsId : undefined}
                onClick={() => onOpen(appointment.id)}
              >
                {_('screens.console.appointments.timeRange', { start: format.timeOf(appointment.startsAt), end: format.timeOf(appointment.endsAt) })}
                {/* Its pet too, for a screen reader moving from button to button. */}
                <span className="visually-hidden">{`, ${appointment.pet.name}`}</span>
              </button>
            </th>
            <td>
              {appointment.pet.name} <span className={styles.muted}>({pet.type(appointment.pet.type)})</span>
            </td>
            <td>{appointment.service.name}</td>
            <td>
              {appointment.reassignedAt
                ? _('screens.console.appointments.providerReassigned', { provider: appointment.provider.displayName })
                : appointment.provider.displayName}
            </td>
            <td>{appointment.customer.name}</td>
            <td>
              <StatusBadge status={appointment.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
