import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Appointment } from '@shared/contracts/booking';
import { buttonClass } from '@web/components/ui/button-class';
import { StatusBadge } from '@web/components/ui/status-badge';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/pets/components/pet-page.module.css';

interface PetVisitsProps {
  /** The user's appointments for this pet (the route hands them over); undefined while loading. */
  visits: readonly Appointment[] | undefined;
  now: Date;
  /** Reads the next page of older visits, while there is one (issue 15); true when it was the last. */
  onShowOlder?: (() => Promise<boolean>) | undefined;
}

/**
 * A pet's upcoming visits (soonest first) and its history (latest first) (issue 14), each
 * with the service, the time and price booked for the pet, and how it went.
 */
export function PetVisits({ visits, now, onShowOlder }: PetVisitsProps) {
  const { _ } = useLingui();
  const [loading, setLoading] = useState(false);
  const historyHeading = useRef<HTMLHeadingElement>(null);
  if (visits === undefined) {
    return (
      <p role="status" className={styles.muted}>
        {_('screens.petPage.loadingVisits')}
      </p>
    );
  }
  const upcoming = visits.filter((visit) => visit.status === 'Confirmed' && new Date(visit.startsAt) >= now);
  const history = visits.filter((visit) => !upcoming.includes(visit));
  upcoming.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  history.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  return (
    <>
      <section className={styles.section} aria-labelledby="pet-upcoming-heading">
        <h2 id="pet-upcoming-heading">{_('screens.petPage.upcoming')}</h2>
        <VisitList visits={upcoming} empty={_('screens.petPage.noUpcoming')} />
      </section>
      <section className={styles.section} aria-labelledby="pet-history-heading">
        <h2 id="pet-history-heading" ref={historyHeading} tabIndex={-1}>
          {_('screens.petPage.history')}
        </h2>
        {history.length > 0 || !onShowOlder ? <VisitList visits={history} empty={_('screens.petPage.noHistory')} /> : null}
        {onShowOlder && (
          <button
            type="button"
            className={buttonClass('outline', { size: 'small' })}
            // Not disabled while it loads: a disabled button would drop the keyboard's focus.
            aria-disabled={loading}
            onClick={async () => {
              if (loading) return;
              setLoading(true);
              const last = await onShowOlder();
              setLoading(false);
              // The button goes with the last page: the history's heading keeps the reader's place.
              if (last) historyHeading.current?.focus();
            }}
          >
            {_('screens.petPage.showOlder')}
          </button>
        )}
      </section>
    </>
  );
}

function VisitList({ visits, empty }: { visits: readonly Appointment[]; empty: string }) {
  const { _ } = useLingui();
  const format = useFormat();
  if (visits.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.visits}>
      {visits.map((visit) => (
        <li key={visit.id} className={styles.visit}>
          <p className={styles.visitTitle}>
            <strong>{visit.service.name}</strong> <StatusBadge status={visit.status} />
          </p>
          <p>
            {_('screens.petPage.visitWhen', { date: format.longDate(visit.date), time: format.timeOf(visit.startsAt) })}
          </p>
          <p className={styles.muted}>
            {_('screens.petPage.visitTerms', { duration: visit.service.duration, price: format.price(visit.priceCents) })}
            {visit.providerName && ` · ${_('screens.petPage.visitWith', { provider: visit.providerName })}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
