import { Link } from '@web/lib/routing';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { CalendarFeedPanel } from '@web/features/calendar-feed/components/calendar-feed-panel';
import { useProviderDashboard } from '@web/features/provider/api/get-provider-dashboard';
import { AgendaItem } from '@web/features/provider/components/agenda-item';
import { useProvider } from '@web/features/provider/components/require-provider';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/provider-dashboard.module.css';
import { LoadError } from '@web/components/ui/load-error';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/** The week's appointments by day, in the server's order (soonest first). */
function byDay(appointments: ProviderAppointment[]): Array<[date: string, appointments: ProviderAppointment[]]> {
  const days = new Map<string, ProviderAppointment[]>();
  for (const appointment of appointments) {
    days.set(appointment.date, [...(days.get(appointment.date) ?? []), appointment]);
  }
  return [...days];
}

/** /provider-dashboard (behind the provider guard): today's agenda, the seven days after it, and the agenda's calendar feed. */
export function ProviderDashboardRoute() {
  const { _ } = useLingui();
  const { longDate } = useFormat();
  useDocumentTitle(_('screens.provider.dashboardTitle'));
  const provider = useProvider();
  const dashboard = useProviderDashboard();

  return (
    <div className="container page">
      <div className={styles.header}>
        <div>
          <h1>{_('screens.provider.dashboardTitle')}</h1>
          <p className={styles.lead}>{_('screens.provider.welcome', { name: provider.displayName })}</p>
        </div>
        <Link to={paths.providerAppointments.getHref()} className={buttonClass('outline')}>
          {_('screens.provider.allAppointments')}
        </Link>
      </div>

      {dashboard.data ? (
        <>
          <dl className={styles.counts}>
            <div className={styles.count}>
              <dt>{_('screens.provider.confirmedToday')}</dt>
              <dd>{dashboard.data.counts.today}</dd>
            </div>
            <div className={styles.count}>
              <dt>{_('screens.provider.confirmedWeek')}</dt>
              <dd>{dashboard.data.counts.week}</dd>
            </div>
          </dl>

          <section className={styles.section} aria-labelledby="today-heading">
            <h2 id="today-heading">
              {_('screens.provider.today')} <span className={styles.date}>{longDate(dashboard.data.today)}</span>
            </h2>
            {dashboard.data.todayAppointments.length > 0 ? (
              <ul className={styles.agenda}>
                {dashboard.data.todayAppointments.map((appointment) => (
                  <AgendaItem key={appointment.id} appointment={appointment} />
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{_('screens.provider.noneToday')}</p>
            )}
          </section>

          <section className={styles.section} aria-labelledby="week-heading">
            <h2 id="week-heading">{_('screens.provider.comingWeek')}</h2>
            {dashboard.data.weekAppointments.length > 0 ? (
              byDay(dashboard.data.weekAppointments).map(([date, appointments]) => (
                <section key={date} className={styles.day} aria-labelledby={`day-${date}`}>
                  <h3 id={`day-${date}`}>{longDate(date)}</h3>
                  <ul className={styles.agenda}>
                    {appointments.map((appointment) => (
                      <AgendaItem key={appointment.id} appointment={appointment} cardHeadingLevel={4} />
                    ))}
                  </ul>
                </section>
              ))
            ) : (
              <p className={styles.empty}>{_('screens.provider.noneThisWeek')}</p>
            )}
          </section>
        </>
      ) : dashboard.isError ? (
        <LoadError message={_('screens.provider.agendaLoadFailed')} onRetry={() => dashboard.refetch()} />
      ) : (
        <p role="status">{_('screens.provider.agendaLoading')}</p>
      )}

      <div className={styles.feed}>
        <CalendarFeedPanel />
      </div>
    </div>
  );
}
