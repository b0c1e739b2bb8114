import { useParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { paths } from '@shared/routes/paths';
import { LoadError } from '@web/components/ui/load-error';
import { useAppointments } from '@web/features/booking/api/get-appointments';
import { usePet } from '@web/features/pets/api/get-pet';
import { PetPage } from '@web/features/pets/components/pet-page';
import { isApiClientError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * /profile/pets/:petId (signed in, issue 14): one pet's page. The pet comes from the pets
 * feature and its visits from the booking feature's list of the user's appointments for
 * it (a page at a time, issue 15), handed over here. A pet deleted (or another's) is not found; its past visits stay in
 * the appointments, which keep what was booked.
 */
export function PetRoute() {
  const { _ } = useLingui();
  const { petId = '' } = useParams();
  const pet = usePet(petId);
  const visits = useAppointments({ petId });
  const notFound = isApiClientError(pet.error) && pet.error.status === 404;
  useDocumentTitle(pet.data ? pet.data.name : _('screens.petPage.title'));

  return (
    <div className="container page">
      <p>
        <Link to={paths.profile.getHref()}>{_('screens.petPage.backToProfile')}</Link>
      </p>
      {pet.data ? (
        <>
          <h1>{pet.data.name}</h1>
          <PetPage
            pet={pet.data}
            visits={visits.isPending ? undefined : (visits.data?.appointments ?? [])}
            onShowOlder={visits.hasNextPage && !visits.isError ? () => visits.fetchNextPage().then((next) => !next.isError && !next.hasNextPage) : undefined}
          />
        </>
      ) : notFound ? (
        <>
          <h1>{_('screens.petPage.notFoundTitle')}</h1>
          <p>
            {_('screens.petPage.notFound')} <Link to={paths.checkAppointment.getHref()}>{_('screens.petPage.yourAppointments')}</Link>
          </p>
        </>
      ) : pet.isError ? (
        <>
          <h1>{_('screens.petPage.title')}</h1>
          <LoadError message={_('screens.petPage.loadFailed')} onRetry={() => void pet.refetch()} />
        </>
      ) : (
        <>
          <h1>{_('screens.petPage.title')}</h1>
          <p role="status">{_('screens.petPage.loading')}</p>
        </>
      )}
    </div>
  );
}
