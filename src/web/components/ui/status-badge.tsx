import type { AppointmentStatus } from '@shared/contracts/booking';
import styles from '@web/components/ui/status-badge.module.css';

/**
 * An appointment's status in words, with a colour and a symbol (never colour alone),
 * the same for owners and providers (D4: one vocabulary).
 */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const symbol = status === 'Confirmed' ? '✓' : status === 'Cancelled' ? '✕' : '★';
  return (
    <span className={styles.badge} data-status={status}>
      <span aria-hidden="true">{symbol}</span> {status}
    </span>
  );
}
