import { useEffect, useRef, useState } from 'react';
import { Link } from '@web/lib/routing';
import type { Appointment } from '@shared/contracts/booking';
import type { OfferState, WaitlistOffer } from '@shared/contracts/waitlist';
import { waitlistMessages } from '@shared/contracts/waitlist';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert, FormNotice } from '@web/components/ui/form-alert';
import { useAcceptWaitlistOffer } from '@web/features/booking/api/accept-waitlist-offer';
import styles from '@web/features/booking/components/waitlist.module.css';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat, useWords } from '@web/lib/i18n';
import { useLingui } from '@lingui/react';

/**
 * A time the waitlist offered by mail (issue 14): the service, the pet, when, and for how
 * long and how much; "Book this time" books it through booking's own rules. The first
 * customer to book it gets it; whoever comes second is told someone else took it, and
 * still waits. A time already taken, gone or passed says so, with the way to the
 * appointments page.
 */
export function WaitlistOfferPanel({ token, offer }: { token: string; offer: WaitlistOffer }) {
  const { _ } = useLingui();
  const format = useFormat();
  const words = useWords();
  const accept = useAcceptWaitlistOffer();
  const [booked, setBooked] = useState<Appointment>();
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refused = accept.isError ? (isApiClientError(accept.error) ? accept.error.message : _('screens.waitlist.bookFailed')) : undefined;

  // The outcome replaces the button: bring the reader to it.
  useEffect(() => {
    if (booked) headingRef.current?.focus();
  }, [booked]);

  const book = () => {
    if (accept.isPending) return;
    setAttempt((count) => count + 1);
    accept.mutate(token, { onSuccess: setBooked });
  };

  const state = booked ? 'taken' : offer.state;
  return (
    <section className={styles.offer} aria-labelledby="waitlist-offer-heading">
      <h2 id="waitlist-offer-heading" ref={headingRef} tabIndex={-1}>
        {_(booked ? 'screens.waitlist.bookedHeading' : headings[state])}
      </h2>
      <dl className={styles.details}>
        <dt>{_('screens.appointment.service')}</dt>
        <dd>{offer.serviceName}</dd>
        {offer.petName && (
          <>
            <dt>{_('screens.appointment.pet')}</dt>
            <dd>{offer.petName}</dd>
          </>
        )}
        <dt>{_('screens.appointment.date')}</dt>
        <dd>{format.longDate(offer.date)}</dd>
        <dt>{_('screens.appointment.time')}</dt>
        <dd>{format.timeOf(offer.startsAt)}</dd>
        {offer.duration && offer.priceCents !== null && !booked && (
          <>
            <dt>{_('screens.waitlist.durationLabel')}</dt>
            <dd>{offer.duration}</dd>
            <dt>{_('screens.order.price')}</dt>
            <dd>{format.price(offer.priceCents)}</dd>
          </>
        )}
      </dl>

      {refused && (
        <FormAlert key={attempt}>
          <p>{refused}</p>
        </FormAlert>
      )}
      {state === 'open' && !isGone(accept.error) && (
        <>
          <p className={styles.text}>{_('screens.waitlist.firstComes')}</p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('primary')} onClick={book} disabled={accept.isPending}>
              {accept.isPending ? _('screens.booking.booking') : _('screens.waitlist.book')}
            </button>
          </div>
        </>
      )}
      {state === 'taken' && (
        <FormNotice>
          <p>{_(booked ? 'screens.waitlist.bookedNow' : 'screens.waitlist.takenByYou')}</p>
          <p>
            <Link to={paths.checkAppointment.getHref()}>{_('screens.booking.viewMine')}</Link>
          </p>
        </FormNotice>
      )}
      {(state === 'gone' || state === 'closed' || state === 'expired' || isGone(accept.error)) && (
        <>
          {!refused && <p className={styles.text}>{words(endings[state] ?? waitlistMessages.offerGone)}</p>}
          <p className={styles.text}>
            <Link to={paths.checkAppointment.getHref()}>{_('screens.waitlist.seeEntries')}</Link>
          </p>
        </>
      )}
    </section>
  );
}

const headings = {
  open: 'screens.waitlist.offerHeading',
  taken: 'screens.waitlist.bookedHeading',
  gone: 'screens.waitlist.goneHeading',
  closed: 'screens.waitlist.goneHeading',
  expired: 'screens.waitlist.expiredHeading',
} as const;

/** Why an offer can no longer be booked, in the server's words for the same refusal. */
const endings: Partial<Record<OfferState, string>> = {
  gone: waitlistMessages.offerGone,
  closed: waitlistMessages.entryClosed,
  expired: waitlistMessages.offerExpired,
};

/** Someone else took the time (or it no longer counts): booking again is no use. */
const isGone = (error: unknown) => isApiClientError(error) && ['OFFER_GONE', 'OFFER_EXPIRED', 'ENTRY_CLOSED'].includes(error.code);
