import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { buttonClass } from '@web/components/ui/button-class';
import { VisitReportCard } from '@web/components/report-cards/report-card-view';
import styles from '@web/features/provider/components/provider-appointment-card.module.css';

/**
 * The card written on a visit, read again by its provider (issue 29): shown on asking, so
 * a day's list loads no card nobody opens. It is as the customer was mailed it: a card is
 * not changed once sent (ADR 0039).
 */
export function WrittenReportCard({ appointmentId, describedBy, headingLevel }: { appointmentId: string; describedBy: string; headingLevel: 3 | 4 }) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const cardId = useId();
  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('outline', { size: 'small' })}
          aria-expanded={open}
          aria-controls={cardId}
          aria-describedby={describedBy}
          onClick={() => setOpen((shown) => !shown)}
        >
          {_('screens.reportCard.read')}
        </button>
      </div>
      <div id={cardId}>{open && <VisitReportCard appointmentId={appointmentId} headingLevel={headingLevel} />}</div>
    </>
  );
}
