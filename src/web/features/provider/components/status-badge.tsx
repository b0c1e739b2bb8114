import type { ProviderAppointment } from '@shared/contracts/providers';
import styles from '@web/features/provider/components/status-badge.module.css';

/** Confirmed, Completed or Cancelled (D4: one vocabulary for owners and providers). */
export function StatusBadge({ status }: { status: ProviderAppointment['status'] }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{status}</span>;
}
