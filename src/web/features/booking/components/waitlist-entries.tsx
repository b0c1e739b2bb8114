import { useId, useRef, useState } from 'react';
import { Link } from '@web/lib/routing';
import type { WaitlistEntry } from '@shared/contracts/waitlist';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { useWaitlist } from '@web/features/booking/api/get-waitlist';
import { useLeaveWaitlist } from '@web/features/booking/api/leave-waitlist';
import styles from '@web/features/booking/components/appointments.module.css';
import waitlistStyles from '@web/features/booking/components/waitlist.module.css';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';
import { useLingui } from '@lingui/react';

/**
 * The customer's waitlist entries on /check-appointment (issue 14): what each waits for,
 * the time offered to it if any (a link to book it), and a button to leave it. Nothing
 * at all while they wait for nothing.
 */
export function WaitlistEntries() {
  const { _ } = useLingui();
  const waitlist = useWaitlist();
  const [announcement, setAnnouncement] = useState('');
  const announcer = useRef<HTMLParagraphElement>(null);
  const entries = waitlist.data ?? [];

  const announceLeft = (message: string) => {
    setAnnouncement(message);
    // The entry left took the focus with it: keep the place on the page.
    announcer.current?.focus();
  };

  if (entries.length === 0 && !announcement) return null;
  return (
    <section className={`${styles.section} ${waitlistStyles.entries}`} aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" className={styles.sectionTitle}>
        {_('screens.waitlist.entriesHeading')}
      </h2>
      <p ref={announcer} role="status" tabIndex={-1} className={announcement ? styles.notice : 'visually-hidden'}>
        {announcement}
      </p>
      {entries.length === 0 ? (
        <p className={styles.muted}>{_('screens.waitlist.noEntries')}</p>
      ) : (
        <ul className={styles.cards}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <WaitlistCard entry={entry} onLeft={announceLeft} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WaitlistCard({ entry, onLeft }: { entry: WaitlistEntry; onLeft: (message: string) => void }) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const leave = useLeaveWaitlist();
  const longDate = format.longDate(entry.date);
  const pet = entry.petName ?? _('screens.waitlist.petRemoved');
  const context = _('screens.appointment.context', { pet, date: longDate });

  const leaveEntry = () => {
    if (!window.confirm(_('screens.waitlist.confirmLeave'))) return;
    leave.mutate(entry.id, { onSuccess: () => onLeft(_('screens.waitlist.leftAnnounced', { pet, date: longDate })) });
  };

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          {entry.serviceName}
        </h3>
      </header>
      <dl className={styles.details}>
        <div>
          <dt>{_('screens.appointment.pet')}</dt>
          <dd>{pet}</dd>
        </div>
        <div>
          <dt>{_('screens.appointment.date')}</dt>
          <dd>{longDate}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{_('screens.waitlist.times')}</dt>
          <dd>{rangeWords(entry, _, format.time)}</dd>
        </div>
      </dl>
      {entry.offer && (
        <p className={styles.locked}>
          {_('screens.waitlist.offered', { time: format.timeOf(entry.offer.startsAt) })}{' '}
          <Link to={paths.waitlistOffer.getHref(entry.offer.token)}>
            {_('screens.waitlist.seeOffer')}
            <span className="visually-hidden"> {context}</span>
          </Link>
        </p>
      )}
      {leave.isError && (
        <FormAlert>
          <p>{isApiClientError(leave.error) ? leave.error.message : _('screens.waitlist.leaveFailed')}</p>
        </FormAlert>
      )}
      <div className={styles.actions}>
        <button type="button" className={`${buttonClass('outline', { size: 'small' })} ${styles.danger}`} onClick={leaveEntry} disabled={leave.isPending}>
          {leave.isPending ? _('screens.waitlist.leaving') : _('screens.waitlist.leave')}
          <span className="visually-hidden"> {context}</span>
        </button>
      </div>
    </article>
  );
}

/** "Any time", "Between 10:00 AM and 12:00 PM", "From 1:00 PM", "Until 11:00 AM". */
function rangeWords(entry: WaitlistEntry, _: (id: string, values?: Record<string, unknown>) => string, time: (minutes: number) => string): string {
  const { fromMinute: from, toMinute: to } = entry;
  if (from !== null && to !== null) return _('screens.waitlist.between', { from: time(from), to: time(to) });
  if (from !== null) return _('screens.waitlist.fromOnly', { from: time(from) });
  if (to !== null) return _('screens.waitlist.untilOnly', { to: time(to) });
  return _('screens.waitlist.anyTime');
}
