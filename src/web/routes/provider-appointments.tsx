import { useRef, useState } from 'react';
import { Link } from '@web/lib/routing';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useProviderAppointments } from '@web/features/provider/api/get-provider-appointments';
import { ProviderAppointmentCard } from '@web/features/provider/components/provider-appointment-card';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/provider-appointments.module.css';
import { LoadError } from '@web/components/ui/load-error';
import { useLingui } from '@lingui/react';

function AppointmentList({ appointments }: { appointments: ProviderAppointment[] }) {
  return (
    <ul className={styles.list}>
      {appointments.map((appointment) => (
        <ProviderAppointmentCard key={appointment.id} appointment={appointment} />
      ))}
    </ul>
  );
}

/**
 * The provider appointments screen (spec §2), behind the provider guard: the
 * appointments assigned to this provider, upcoming ones soonest first, then past ones
 * latest first, a page at a time (issue 15); Confirmed ones can be marked completed or
 * cancelled.
 */
export function ProviderAppointmentsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.provider.appointmentsTitle'));
  const list = useProviderAppointments();
  // Which side of "now" an appointment falls on is decided once per visit, not on every render.
  const [now] = useState(() => Date.now());
  const appointments = list.data?.appointments ?? [];
  const upcoming = appointments.filter((a) => Date.parse(a.startsAt) >= now);
  // The server lists the older ones latest first already.
  const past = appointments.filter((a) => Date.parse(a.startsAt) < now);
  const more = list.hasNextPage && !list.isFetchNextPageError;
  const [announcement, setAnnouncement] = useState('');
  const announcer = useRef<HTMLParagraphElement>(null);

  const showMore = async () => {
    const shown = appointments.length;
    const next = await list.fetchNextPage();
    if (next.isError) return;
    setAnnouncement(_('screens.provider.moreShown', { count: (next.data?.appointments.length ?? shown) - shown }));
    // When the button goes with the last page, the status line keeps the reader's place.
    if (!next.hasNextPage) announcer.current?.focus();
  };

  return (
    <div className="container page">
      <div className={styles.header}>
        <h1>{_('screens.provider.appointmentsTitle')}</h1>
        <Link to={paths.providerDashboard.getHref()} className={buttonClass('outline', { size: 'small' })}>
          {_('screens.provider.backToDashboard')}
        </Link>
      </div>

      <p ref={announcer} role="status" tabIndex={-1} className="visually-hidden">
        {announcement}
      </p>
      {list.data ? (
        appointments.length === 0 && !more ? (
          <p className={styles.empty}>{_('screens.provider.noneAssigned')}</p>
        ) : (
          <>
            <section className={styles.section} aria-labelledby="upcoming-heading">
              <h2 id="upcoming-heading">{_('screens.provider.upcoming')}</h2>
              {upcoming.length > 0 ? (
                <AppointmentList appointments={upcoming} />
              ) : (
                <p className={styles.empty}>{_('screens.provider.noneUpcoming')}</p>
              )}
            </section>
            {past.length > 0 && (
              <section className={styles.section} aria-labelledby="past-heading">
                <h2 id="past-heading">{_('screens.provider.past')}</h2>
                <AppointmentList appointments={past} />
              </section>
            )}
            {list.isFetchNextPageError && <LoadError message={_('screens.provider.appointmentsLoadFailed')} onRetry={() => void list.fetchNextPage()} />}
            {more && (
              <button
                type="button"
                className={buttonClass('outline', { size: 'small' })}
                // Not disabled while it loads: a disabled button would drop the keyboard's focus.
                aria-disabled={list.isFetchingNextPage}
                onClick={() => void (list.isFetchingNextPage || showMore())}
              >
                {list.data.nextIsOlder ? _('screens.provider.showOlder') : _('screens.provider.showMore')}
              </button>
            )}
          </>
        )
      ) : list.isError ? (
        <LoadError message={_('screens.provider.appointmentsLoadFailed')} onRetry={() => list.refetch()} />
      ) : (
        <p role="status">{_('screens.provider.appointmentsLoading')}</p>
      )}
    </div>
  );
}
