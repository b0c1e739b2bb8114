import { Link } from 'react-router';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { formatLongDate } from '@shared/scheduling/long-date';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useProviderDashboard } from '@web/features/provider/api/get-provider-dashboard';
import { AgendaItem } from '@web/features/provider/components/agenda-item';
import { useProvider } from '@web/features/provider/components/require-provider';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/provider-dashboard.module.css';
import { LoadError } from '@web/components/ui/load-error';

/** The week's appointments by day, in the server's order (soonest first). */
function byDay(appointments: ProviderAppointment[]): Array<[date: string, appointments: ProviderAppointment[]]> {
  const days = new Map<string, ProviderAppointment[]>();
  for (const appointment of appointments) {
    days.set(appointment.date, [...(days.get(appointment.date) ?? []), appointment]);
  }
  return [...days];
}

const longDate = (date: string) => formatLongDate(date, siteConfig.locale);

/** /provider-dashboard (behind the provider guard): today's agenda and the seven days after it. */
export function ProviderDashboardRoute() {
  useDocumentTitle('Provider Dashboard');
  const provider = useProvider();
  const dashboard = useProviderDashboard();

  return (
    <div className="container page">
      <div className={styles.header}>
        <div>
          <h1>Provider Dashboard</h1>
          <p className={styles.lead}>Welcome, {provider.displayName}. Here is your day and the week ahead.</p>
        </div>
        <Link to={paths.providerAppointments.getHref()} className={buttonClass('outline')}>
          All appointments
        </Link>
      </div>

      {dashboard.data ? (
        <>
          <dl className={styles.counts}>
            <div className={styles.count}>
              <dt>Confirmed today</dt>
              <dd>{dashboard.data.counts.today}</dd>
            </div>
            <div className={styles.count}>
              <dt>Confirmed in the next 7 days</dt>
              <dd>{dashboard.data.counts.week}</dd>
            </div>
          </dl>

          <section className={styles.section} aria-labelledby="today-heading">
            <h2 id="today-heading">
              Today <span className={styles.date}>{longDate(dashboard.data.today)}</span>
            </h2>
            {dashboard.data.todayAppointments.length > 0 ? (
              <ul className={styles.agenda}>
                {dashboard.data.todayAppointments.map((appointment) => (
                  <AgendaItem key={appointment.id} appointment={appointment} />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>No appointments today.</p>
            )}
          </section>

          <section className={styles.section} aria-labelledby="week-heading">
            <h2 id="week-heading">The Coming Week</h2>
            {dashboard.data.weekAppointments.length > 0 ? (
              byDay(dashboard.data.weekAppointments).map(([date, appointments]) => (
                <section key={date} className={styles.day} aria-labelledby={`day-${date}`}>
                  <h3 id={`day-${date}`}>{longDate(date)}</h3>
                  <ul className={styles.agenda}>
                    {appointments.map((appointment) => (
                      <AgendaItem key={appointment.id} appointment={appointment} />
                    ))}
                  </ul>
                </section>
              ))
            ) : (
              <p className={styles.empty}>No appointments in the next 7 days.</p>
            )}
          </section>
        </>
      ) : dashboard.isError ? (
        <LoadError what="your agenda" onRetry={() => dashboard.refetch()} />
      ) : (
        <p role="status">Loading your agenda...</p>
      )}
    </div>
  );
}
