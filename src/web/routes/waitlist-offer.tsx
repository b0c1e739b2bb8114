import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { LoadError } from '@web/components/ui/load-error';
import { useWaitlistOffer } from '@web/features/booking/api/get-waitlist-offer';
import { WaitlistOfferPanel } from '@web/features/booking/components/waitlist-offer';
import { isApiClientError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useLingui } from '@lingui/react';

/** /waitlist/offer/:token (signed in): the time a waitlist mail offered, to book it (issue 14). Another customer's offer is not found. */
export function WaitlistOfferRoute() {
  const { token = '' } = useParams();
  const offer = useWaitlistOffer(token);
  const queryClient = useQueryClient();
  const { _ } = useLingui();
  const status = isApiClientError(offer.error) ? offer.error.status : undefined;
  useDocumentTitle(_('screens.waitlist.offerTitle'));

  // The session ended elsewhere: ask again, and the guard takes over.
  useEffect(() => {
    if (status === 401) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [status, queryClient]);

  return (
    <div className="container page">
      <h1>{_('screens.waitlist.offerTitle')}</h1>
      {offer.data ? (
        <WaitlistOfferPanel token={token} offer={offer.data} />
      ) : offer.isPending ? (
        <p role="status">{_('screens.waitlist.loadingOffer')}</p>
      ) : status === 404 || status === 422 ? (
        <div role="alert">
          <p>{_('screens.waitlist.offerNotFound')}</p>
          <p>
            <Link to={paths.checkAppointment.getHref()}>{_('screens.waitlist.seeEntries')}</Link>
          </p>
        </div>
      ) : (
        <LoadError message={_('screens.waitlist.offerLoadFailed')} onRetry={() => void offer.refetch()} />
      )}
    </div>
  );
}
