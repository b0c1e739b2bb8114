import type { AppointmentStatus } from '@shared/contracts/booking';
import styles from '@web/components/ui/status-badge.module.css';
import { useLingui } from '@lingui/react';

/**
 * An appointment's status in words, with a colour and a symbol (never colour alone),
 * the same for owners and providers (D4: one vocabulary).
 */
const statusNames: Record<AppointmentStatus, string> = {
  Confirmed: 'screens.appointmentStatus.confirmed',
  Cancelled: 'screens.appointmentStatus.cancelled',
  Completed: 'screens.appointmentStatus.completed',
  'No-show': 'screens.appointmentStatus.noShow',
  'Awaiting deposit': 'screens.appointmentStatus.awaitingDeposit',
};

const statusSymbols: Record<AppointmentStatus, string> = { Confirmed: '✓', Cancelled: '✕', Completed: '★', 'No-show': '⊘', 'Awaiting deposit': '⏳' };

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const { _ } = useLingui();
  return (
    <span className={styles.badge} data-status={status}>
      <span aria-hidden="true">{statusSymbols[status]}</span> {_(statusNames[status])}
    </span>
  );
}

/**
 * A short state in words with a symbol, in the status badge's shape (never colour
 * alone): `warning` for something to act on soon, `danger` for something that stops.
 */
export function Badge({ tone, symbol, children }: { tone: 'warning' | 'danger'; symbol: string; children: string }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      <span aria-hidden="true">{symbol}</span> {children}
    </span>
  );
}
