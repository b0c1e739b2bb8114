import { useLingui } from '@lingui/react';
import { AppointmentBook } from '@web/features/console-appointments/components/appointment-book';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/appointments: the appointment book across every provider, a week or a day at a time. */
export function ConsoleAppointmentsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.appointments.title'));
  return (
    <>
      <ConsoleHeader title={_('screens.console.appointments.title')} intro={_('screens.console.appointments.intro')} />
      <AppointmentBook />
    </>
  );
}
