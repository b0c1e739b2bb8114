import { useLingui } from '@lingui/react';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { Badge, StatusBadge } from '@web/components/ui/status-badge';
import styles from '@web/features/provider/components/appointment-badges.module.css';

/** An appointment's status and, when the owner gave it to this provider, a mark that says so (issue 13). */
export function AppointmentBadges({ appointment }: { appointment: Pick<ProviderAppointment, 'status' | 'reassignedToYou'> }) {
  const { _ } = useLingui();
  return (
    <span className={styles.badges}>
      <StatusBadge status={appointment.status} />
      {appointment.reassignedToYou && (
        <Badge tone="warning" symbol="⇄">
          {_('screens.provider.reassignedToYou')}
        </Badge>
      )}
    </span>
  );
}
