import { useId, useRef, useState } from 'react';
import { siteConfig } from '@shared/site-config/site-config';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { formatLongDate } from '@shared/scheduling/long-date';
import { buttonClass } from '@web/components/ui/button-class';
import { useChangeAppointmentStatus, type StatusChange } from '@web/features/provider/api/change-appointment-status';
import { StatusBadge } from '@web/components/ui/status-badge';
import { isApiClientError } from '@web/lib/api-client';
import styles from '@web/features/provider/components/provider-appointment-card.module.css';

const CANCEL_PROMPT = 'Are you sure you want to cancel this appointment?';

const doneMessages: Record<StatusChange, string> = {
  complete: 'Marked as completed.',
  cancel: 'Cancelled. The owner has been emailed.',
};

/** What went wrong, in words: the server's own message for a refusal, a general one otherwise. */
function failureMessage(error: unknown): string {
  if (isApiClientError(error) && error.status >= 400 && error.status < 500) return error.message;
  return "We couldn't update this appointment. Please try again.";
}

/**
 * One appointment of the provider's list (spec §2): pet, service and status, and on a
 * Confirmed one 'Mark as Completed' and 'Cancel'. Each card sends its own request, so
 * only its buttons wait for it.
 */
export function ProviderAppointmentCard({ appointment }: { appointment: ProviderAppointment }) {
  const { id, petName, petType, serviceName, date, time, startsAt, ownerName, status } = appointment;
  const change = useChangeAppointmentStatus();
  const [done, setDone] = useState<StatusChange | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const run = (action: StatusChange) => {
    if (action === 'cancel' && !window.confirm(CANCEL_PROMPT)) return;
    setDone(null);
    change.mutate(
      { appointmentId: id, change: action },
      {
        onSuccess: () => {
          setDone(action);
          // The buttons go away with the new status: keep the keyboard user's place on this card.
          headingRef.current?.focus();
        },
      },
    );
  };

  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <div className={styles.head}>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.pet}>
            {petName}
          </h3>
          <StatusBadge status={status} />
        </div>
        <p className={styles.service}>{serviceName}</p>
        <p className={styles.meta}>
          <time dateTime={startsAt}>
            {formatLongDate(date, siteConfig.locale)} at {time}
          </time>
          <span>
            {petType} · Owner: {ownerName}
          </span>
        </p>

        {status === 'Confirmed' && (
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass('accent', { size: 'small' })}
              aria-describedby={headingId}
              disabled={change.isPending}
              onClick={() => run('complete')}
            >
              Mark as Completed
            </button>
            <button
              type="button"
              className={buttonClass('outline', { size: 'small' })}
              aria-describedby={headingId}
              disabled={change.isPending}
              onClick={() => run('cancel')}
            >
              Cancel
            </button>
          </div>
        )}

        <div role="status" className={styles.done}>
          {done && status !== 'Confirmed' ? doneMessages[done] : null}
        </div>
        {change.isError && (
          <p role="alert" className={styles.error}>
            {failureMessage(change.error)}
          </p>
        )}
      </article>
    </li>
  );
}
