import { Link } from '@web/lib/routing';
import type { Appointment } from '@shared/contracts/booking';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { StatusBadge } from '@web/components/ui/status-badge';
import styles from '@web/features/profile/components/profile-sections.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/**
 * Spec §2 Profile: the appointment booked last (by createdAt, the server picks it), or a
 * friendly start. `appointment` is undefined while it loads; a failed load shows as none (§8).
 */
export function RecentActivity({ appointment: latest }: { appointment: Appointment | null | undefined }) {
  const { _ } = useLingui();
  const format = useFormat();

  return (
    <section className={styles.section} aria-labelledby="recent-activity-heading">
      <h2 id="recent-activity-heading" className={styles.title}>
        {_('screens.profile.recentActivity')}
      </h2>
      {latest === undefined ? (
        <p role="status" className={styles.muted}>
          {_('screens.profile.activityLoading')}
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
              <dt>{_('screens.appointment.pet')}</dt>
              <dd>
                {latest.petName} ({latest.petType})
              </dd>
            </div>
            <div>
              <dt>{_('screens.appointment.date')}</dt>
              <dd>{format.longDate(latest.date)}</dd>
            </div>
            <div>
              <dt>{_('screens.appointment.time')}</dt>
              <dd>{format.timeOf(latest.startsAt)}</dd>
            </div>
          </dl>
          <Link to={paths.checkAppointment.getHref()} className={styles.more}>
            {_('screens.profile.seeAllAppointments')}
          </Link>
        </article>
      ) : (
        <div className={styles.empty}>
          <p>{_('screens.profile.noActivity')}</p>
          <Link to={paths.bookAppointment.getHref()} className={buttonClass('primary', { size: 'small' })}>
            {_('screens.profile.bookFirst')}
          </Link>
        </div>
      )}
    </section>
  );
}
