import { useEffect, useRef, useState } from 'react';
import { Link } from '@web/lib/routing';
import type { Appointment } from '@shared/contracts/booking';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useAppointments } from '@web/features/booking/api/get-appointments';
import { AppointmentCard } from '@web/features/booking/components/appointment-card';
import styles from '@web/features/booking/components/appointments.module.css';
import { useLingui } from '@lingui/react';

/**
 * The user's appointments as the server orders them: upcoming (soonest first), then
 * past (latest first), a page at a time (issue 15): the older ones come on request. A
 * failed load is only logged and the list shows empty (spec §8).
 */
export function AppointmentList() {
  const { _ } = useLingui();
  const appointments = useAppointments();
  const [now] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const announcer = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (appointments.isError) console.error('Loading the appointments failed', appointments.error);
  }, [appointments.isError, appointments.error]);

  const announce = (message: string, { removed = false } = {}) => {
    setAnnouncement(message);
    // The deleted card took the focus with it: keep the place on the page.
    if (removed) announcer.current?.focus();
  };

  if (appointments.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {_('screens.appointments.loading')}
      </p>
    );
  }

  const list = appointments.data?.appointments ?? [];
  const upcoming = list.filter((a) => Date.parse(a.startsAt) >= now);
  const past = list.filter((a) => Date.parse(a.startsAt) < now);
  const more = appointments.hasNextPage && !appointments.isError;

  const showMore = async () => {
    const shown = list.length;
    const next = await appointments.fetchNextPage();
    if (next.isError) return;
    const count = (next.data?.appointments.length ?? shown) - shown;
    // When the button goes with the last page, the status line keeps the reader's place.
    announce(_('screens.appointments.moreShown', { count }), { removed: !next.hasNextPage });
  };

  return (
    <div className={styles.list}>
      <p ref={announcer} role="status" tabIndex={-1} className={announcement ? styles.notice : 'visually-hidden'}>
        {announcement}
      </p>
      {list.length === 0 && !more ? (
        <div className={styles.empty}>
          <p>{_('screens.appointments.none')}</p>
          <Link to={paths.bookAppointment.getHref()} className={buttonClass('primary')}>
            {_('screens.appointments.bookOne')}
          </Link>
        </div>
      ) : (
        <>
          <Section
            id="appointments-upcoming"
            title={_('screens.provider.upcoming')}
            empty={_('screens.appointments.noneUpcoming')}
            appointments={upcoming}
            onAnnounce={announce}
          />
          {past.length > 0 && (
            <Section id="appointments-past" title={_('screens.provider.past')} appointments={past} onAnnounce={announce} />
          )}
          {more && (
            <button
              type="button"
              className={`${buttonClass('outline', { size: 'small' })} ${styles.more}`}
              // Not disabled while it loads: a disabled button would drop the keyboard's focus.
              aria-disabled={appointments.isFetchingNextPage}
              onClick={() => void (appointments.isFetchingNextPage || showMore())}
            >
              {appointments.data?.nextIsOlder ? _('screens.appointments.showOlder') : _('screens.appointments.showMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

function Section({
  id,
  title,
  empty,
  appointments,
  onAnnounce,
}: {
  id: string;
  title: string;
  empty?: string;
  appointments: Appointment[];
  onAnnounce: (message: string, options?: { removed?: boolean }) => void;
}) {
  const { _ } = useLingui();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {appointments.length === 0 ? (
        <p className={styles.muted}>
          {empty}{' '}
          <Link to={paths.bookAppointment.getHref()}>{_('screens.appointments.bookLink')}</Link>
        </p>
      ) : (
        <ul className={styles.cards}>
          {appointments.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard appointment={appointment} onAnnounce={onAnnounce} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
