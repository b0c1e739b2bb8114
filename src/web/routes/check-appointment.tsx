import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { AppointmentList } from '@web/features/booking/components/appointment-list';
import { WaitlistEntries } from '@web/features/booking/components/waitlist-entries';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/features/booking/components/appointments.module.css';
import { useLingui } from '@lingui/react';

/** /check-appointment (signed in): the user's appointments, to reschedule, cancel or delete (spec §2), and their waitlist entries to leave (issue 14). */
export function CheckAppointmentRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.appointments.title'));
  return (
    <div className="container page">
      <div className={styles.header}>
        <h1>{_('screens.appointments.title')}</h1>
        <Link to={paths.bookAppointment.getHref()} className={buttonClass('accent', { size: 'small' })}>
          {_('screens.appointments.bookNew')}
        </Link>
      </div>
      <AppointmentList />
      <WaitlistEntries />
    </div>
  );
}
