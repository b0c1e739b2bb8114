import { useId, useRef, useState } from 'react';
import type { ProviderAppointment } from '@shared/contracts/providers';
import { buttonClass } from '@web/components/ui/button-class';
import { useChangeAppointmentStatus, type StatusChange } from '@web/features/provider/api/change-appointment-status';
import { isApiClientError } from '@web/lib/api-client';
import styles from '@web/features/provider/components/provider-appointment-card.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';
import { usePetLabels } from '@web/lib/pet-labels';
import { AppointmentBadges } from '@web/features/provider/components/appointment-badges';
import { VisitWaiver } from '@web/components/appointments/visit-waiver';
import { ReportCardForm } from '@web/features/provider/components/report-card-form';
import { WrittenReportCard } from '@web/features/provider/components/written-report-card';

const doneMessages: Record<StatusChange, string> = {
  complete: 'screens.provider.markedCompleted',
  cancel: 'screens.provider.cancelledEmailed',
  'no-show': 'screens.provider.markedNoShow',
};

/**
 * One appointment of the provider's list (spec §2): pet, service and status (marked when
 * the owner gave it to them), and on a Confirmed one 'Mark as Completed' and 'Cancel',
 * and 'Mark as No-show' once it has started. Each card sends its own request, so only
 * its buttons wait for it.
 */
export function ProviderAppointmentCard({ appointment }: { appointment: ProviderAppointment }) {
  const { id, petName, petType, serviceName, date, startsAt, ownerName, status } = appointment;
  const { _ } = useLingui();
  const format = useFormat();
  const pet = usePetLabels();
  const change = useChangeAppointmentStatus();
  const [done, setDone] = useState<StatusChange | null>(null);
  const [writingCard, setWritingCard] = useState(false);
  const [cardSent, setCardSent] = useState(false);
  const cardFormId = useId();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Whether it has started is decided once per visit, like the list's upcoming and past.
  const [started] = useState(() => Date.parse(startsAt) <= Date.now());

  const run = (action: StatusChange) => {
    if (action === 'cancel' && !window.confirm(_('screens.appointment.confirmCancel'))) return;
    setDone(null);
    change.mutate(
      { appointmentId: id, change: action },
      {
        onSuccess: () => {
          setDone(action);
          // The buttons go away with the new status: keep the keyboard user's place on this card.
          headingRef.current?.focus();
        },
      },
    );
  };

  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <div className={styles.head}>
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.pet}>
            {petName}
          </h3>
          <AppointmentBadges appointment={appointment} />
        </div>
        <p className={styles.service}>{serviceName}</p>
        <p className={styles.meta}>
          <time dateTime={startsAt}>
            {_('screens.appointment.dateAtTime', { date: format.longDate(date), time: format.timeOf(startsAt) })}
          </time>
          <span>
            {pet.type(petType)} · {_('screens.provider.ownerIs', { name: ownerName })}
          </span>
          <VisitWaiver waiver={appointment.waiver} />
        </p>

        {status === 'Confirmed' && (
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass('accent', { size: 'small' })}
              aria-describedby={headingId}
              disabled={change.isPending}
              onClick={() => run('complete')}
            >
              {_('screens.provider.markCompleted')}
            </button>
            {started && (
              <button
                type="button"
                className={buttonClass('outline', { size: 'small' })}
                aria-describedby={headingId}
                disabled={change.isPending}
                onClick={() => run('no-show')}
              >
                {_('screens.provider.markNoShow')}
              </button>
            )}
            <button
              type="button"
              className={buttonClass('outline', { size: 'small' })}
              aria-describedby={headingId}
              disabled={change.isPending}
              onClick={() => run('cancel')}
            >
              {_('screens.provider.cancel')}
            </button>
          </div>
        )}

        {status === 'Completed' && !appointment.reportCardWritten && (
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClass(writingCard ? 'outline' : 'accent', { size: 'small' })}
              aria-expanded={writingCard}
              aria-controls={cardFormId}
              aria-describedby={headingId}
              onClick={() => setWritingCard((open) => !open)}
            >
              {_('screens.reportCard.write')}
            </button>
          </div>
        )}
        {status === 'Completed' && !appointment.reportCardWritten && (
          <div id={cardFormId}>
            {writingCard && (
              <ReportCardForm
                appointment={appointment}
                onSent={() => {
                  setWritingCard(false);
                  setCardSent(true);
                  headingRef.current?.focus();
                }}
              />
            )}
          </div>
        )}
        {appointment.reportCardWritten && !cardSent && <p className={styles.meta}>{_('screens.reportCard.written')}</p>}
        {appointment.reportCardWritten && <WrittenReportCard appointmentId={id} describedBy={headingId} headingLevel={4} />}

        <div role="status" className={styles.done}>
          {cardSent ? _('screens.reportCard.sent') : done && status !== 'Confirmed' ? _(doneMessages[done]) : null}
        </div>
        {change.isError && (
          <p role="alert" className={styles.error}>
            {/* A refusal has the server's own words; anything else, ours. */}
            {isApiClientError(change.error) && change.error.status >= 400 && change.error.status < 500
              ? change.error.message
              : _('screens.provider.changeFailed')}
          </p>
        )}
      </article>
    </li>
  );
}
