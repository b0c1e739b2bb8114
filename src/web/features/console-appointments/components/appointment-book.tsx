import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { todayInZone } from '@shared/scheduling/zoned-time';
import { siteConfig } from '@shared/site-config/site-config';
import { LoadError } from '@web/components/ui/load-error';
import { useFormat } from '@web/lib/i18n';
import { useAppointmentBook } from '@web/features/console-appointments/api/get-appointment-book';
import type { ActionDone } from '@web/features/console-appointments/components/action-done';
import { AppointmentDetails } from '@web/features/console-appointments/components/appointment-details';
import { BookControls } from '@web/features/console-appointments/components/book-controls';
import { BookVisitForm } from '@web/features/console-appointments/components/book-visit-form';
import { buttonClass } from '@web/components/ui/button-class';
import { DayView } from '@web/features/console-appointments/components/day-view';
import { WeekView } from '@web/features/console-appointments/components/week-view';
import { bookViewParams, readBookView, type BookView } from '@web/features/console-appointments/lib/book-view';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/**
 * The appointment book (issue 13 item 3): a week or a day across every provider, kept
 * in the address, with one appointment's details open beside it. What it shows is
 * counted in a live region; what an action did is announced in another, and focus goes
 * back to the appointment (or, when it has left the view, to the view's heading).
 */
export function AppointmentBook() {
  const { _ } = useLingui();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  // "Today" in the shop's time zone, fixed for the visit.
  const [today] = useState(() => todayInZone(new Date(), siteConfig.timeZone));
  const view = readBookView(params, today);
  const book = useAppointmentBook({ from: view.from, to: view.to, providerId: view.providerId, serviceId: view.serviceId });
  const headingId = useId();
  const detailsId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState('');
  /** The owner's booking form (issue 29), open above the book. */
  const [booking, setBooking] = useState(false);
  const bookButtonRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the screen has caught up: the details just opened, the item just closed, or after an action. */
  const focusNext = useRef<{ to: 'details' } | { to: 'item'; id: string } | { to: 'after-action' } | { to: 'book-button' } | null>(null);

  const appointments = book.data?.appointments ?? [];
  const open = appointments.find((appointment) => appointment.id === view.appointmentId);
  const settled = Boolean(book.data) && !book.isPlaceholderData && !book.isFetching;

  const show = (change: Partial<BookView>, { replace = false } = {}) => setParams(bookViewParams({ ...view, ...change }), { replace });

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    if (next.to === 'details') {
      if (!detailsHeadingRef.current) return;
      detailsHeadingRef.current.focus();
    } else if (next.to === 'book-button') {
      bookButtonRef.current?.focus();
    } else if (next.to === 'item') {
      listRef.current?.querySelector<HTMLElement>(`[data-appointment="${CSS.escape(next.id)}"]`)?.focus();
    } else {
      // After an action, once the book is read again: the appointment's details if it is still in view, else the view's heading.
      if (!settled) return;
      (open ? detailsHeadingRef.current : headingRef.current)?.focus();
    }
    focusNext.current = null;
  });

  const openDetails = (appointmentId: string) => {
    focusNext.current = { to: 'details' };
    show({ appointmentId });
  };
  const closeDetails = () => {
    focusNext.current = { to: 'item', id: view.appointmentId };
    show({ appointmentId: '' });
  };
  const actionDone = ({ notice: text, movedTo }: ActionDone) => {
    setNotice(text);
    focusNext.current = { to: 'after-action' };
    if (movedTo && !view.days.includes(movedTo)) show({ from: movedTo });
  };

  const title =
    view.kind === 'week'
      ? _('screens.console.appointments.weekHeading', { from: format.longDate(view.from), to: format.longDate(view.to) })
      : format.longDate(view.from);

  return (
    <>
      <BookControls
        view={view}
        today={today}
        choices={book.data}
        onChange={(change) => {
          setNotice('');
          show({ ...change, appointmentId: '' });
        }}
      />
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      {!booking && (
        <p>
          <button type="button" ref={bookButtonRef} className={buttonClass('primary')} onClick={() => setBooking(true)} disabled={!book.data}>
            {_('screens.console.booking.open')}
          </button>
        </p>
      )}
      {booking && book.data && (
        <BookVisitForm
          choices={book.data}
          today={today}
          onCancel={() => {
            setBooking(false);
            focusNext.current = { to: 'book-button' };
          }}
          onDone={(done) => {
            setBooking(false);
            actionDone(done);
          }}
        />
      )}
      <div className={styles.layout}>
        <div ref={listRef} className={styles.listArea} aria-busy={book.isFetching}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {title}
          </h2>
          {book.isError ? (
            <LoadError message={_('screens.console.appointments.loadFailed')} onRetry={() => void book.refetch()} />
          ) : !book.data ? (
            <p role="status">{_('screens.console.loading')}</p>
          ) : (
            <>
              <p role="status" className={styles.muted}>
                {_(view.kind === 'week' ? 'screens.console.appointments.countOfWeek' : 'screens.console.appointments.countOfDayView', { count: appointments.length })}
              </p>
              {view.kind === 'week' ? (
                <WeekView days={view.days} today={today} appointments={appointments} openId={view.appointmentId} detailsId={detailsId} onOpen={openDetails} />
              ) : (
                <DayView appointments={appointments} labelledBy={headingId} openId={view.appointmentId} detailsId={detailsId} onOpen={openDetails} />
              )}
            </>
          )}
        </div>
        {open && (
          <AppointmentDetails
            key={open.id}
            id={detailsId}
            appointment={open}
            today={today}
            headingRef={detailsHeadingRef}
            onClose={closeDetails}
            onDone={actionDone}
          />
        )}
      </div>
    </>
  );
}
