import { BookingWizard } from '@web/features/booking/components/booking-wizard';
import { usePets } from '@web/features/pets/api/get-pets';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useSession } from '@web/lib/session';
import { useLingui } from '@lingui/react';

/** /book-appointment (signed in): the three-step booking wizard (spec §2), offering the owner's saved pets. */
export function BookAppointmentRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.appointments.bookOne'));
  const { user } = useSession();
  // Fetched with the screen so step 2 can offer the pets at once; without them the fields are typed in.
  const pets = usePets();
  return (
    <div className="container page">
      <h1>{_('screens.appointments.bookOne')}</h1>
      <BookingWizard email={user?.email} pets={pets.data ?? []} petsReady={!pets.isPending} />
    </div>
  );
}
