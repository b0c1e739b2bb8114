import type { AnalyticsEventName } from '@shared/contracts/analytics';
import type { Executor } from '../../db/database';
import { insertAnalyticsEvent } from './analytics.repo';

/** What an event is about; never who (D27). */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** Defaults to now; tests and imports may set it. */
  occurredAt?: Date;
  path?: string;
  visitor?: string;
  productId?: number;
  orderId?: string;
  appointmentId?: string;
  serviceId?: string;
  providerId?: number;
  step?: 1 | 2 | 3;
  amountCents?: number;
  details?: Record<string, unknown>;
}

/**
 * Records an event. Pass the change's own transaction where there is one, so that an
 * event is counted exactly when what it reports has happened (a booking rolled back
 * leaves no `appointment_booked`).
 */
export function recordEvent(db: Executor, event: AnalyticsEvent): Promise<void> {
  return insertAnalyticsEvent(db, { ...event, details: event.details ?? {} });
}
