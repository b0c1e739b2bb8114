import { Link } from 'react-router';
import type { Appointment } from '@shared/contracts/booking';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { StatusBadge } from '@web/components/ui/status-badge';
import { formatLongDate } from '@web/lib/format-long-date';
import { latestAppointment } from '@web/features/profile/lib/profile-activity';
import styles from '@web/features/profile/components/profile-sections.module.css';

/**
 * Spec §2 Profile: the appointment booked last (by createdAt), or a friendly start.
 * `appointments` is undefined while they load; a failed load shows as none (§8).
 */
export function RecentActivity({ appointments }: { appointments: readonly Appointment[] | undefined }) {
  const latest = latestAppointment(appointments ?? []);

  return (
    <section className={styles.section} aria-labelledby="recent-activity-heading">
      <h2 id="recent-activity-heading" className={styles.title}>
        Recent Activity
      </h2>
      {appointments === undefined ? (
        <p role="status" className={styles.muted}>
          Loading your recent activity...
        </p>
      ) : latest ? (
        <article className={styles.activity} aria-labelledby="recent-activity-service">
          <div className={styles.activityHeader}>
            <h3 id="recent-activity-service" className={styles.activityTitle}>
              {latest.service.name}
            </h3>
            <StatusBadge status={latest.status} />
          </div>
          <dl className={styles.details}>
            <div>
              <dt>Pet</dt>
              <dd>
                {latest.petName} ({latest.petType})
              </dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatLongDate(latest.date)}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{latest.time}</dd>
            </div>
          </dl>
          <Link to={paths.checkAppointment.getHref()} className={styles.more}>
            See all your appointments
          </Link>
        </article>
      ) : (
        <div className={styles.empty}>
          <p>No recent activity yet. Your latest booking will show here.</p>
          <Link to={paths.bookAppointment.getHref()} className={buttonClass('primary', { size: 'small' })}>
            Book your first appointment
          </Link>
        </div>
      )}
    </section>
  );
}
