import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { VisitReportCard } from '@web/components/report-cards/report-card-view';
import styles from '@web/features/console-appointments/components/console-appointments.module.css';

/** The report card its provider wrote on a Completed visit (issue 29), as the customer was mailed it. */
export function AppointmentReportCard({ appointmentId }: { appointmentId: string }) {
  const { _ } = useLingui();
  const headingId = useId();
  return (
    <section className={styles.action} aria-labelledby={headingId}>
      <h3 id={headingId}>{_('screens.reportCard.heading')}</h3>
      <VisitReportCard appointmentId={appointmentId} headingLevel={4} />
    </section>
  );
}
