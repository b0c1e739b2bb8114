import type { AppointmentStatus } from '@shared/contracts/booking';
import styles from '@web/features/booking/components/appointments.module.css';

/** The appointment's status in words, with a colour and a symbol (never colour alone). */
export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const symbol = status === 'Confirmed' ? '✓' : status === 'Cancelled' ? '✕' : '★';
  return (
    <span className={styles.badge} data-status={status}>
      <span aria-hidden="true">{symbol}</span> {status}
    </span>
  );
}
