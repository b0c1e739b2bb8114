import { useSession } from '@web/lib/session';
import { BookingWizard } from '@web/features/booking/components/booking-wizard';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /book-appointment (signed in): the three-step booking wizard (spec §2). */
export function BookAppointmentRoute() {
  useDocumentTitle('Book an Appointment');
  const { user } = useSession();
  return (
    <div className="container page">
      <h1>Book an Appointment</h1>
      <BookingWizard email={user?.email} />
    </div>
  );
}
