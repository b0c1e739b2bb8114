import { useLingui } from '@lingui/react';
import type { PrivacyRequest } from '@shared/contracts/privacy';
import { buttonClass } from '@web/components/ui/button-class';
import { LoadError } from '@web/components/ui/load-error';
import { TableRegion } from '@web/components/ui/table-region';
import { usePrivacyRequests } from '@web/features/console/api/get-audit-log';
import { useFormat } from '@web/lib/i18n';
import styles from '@web/features/console/components/audit-log.module.css';

/**
 * The customers' privacy requests (issue 30 item 4), newest first: what was asked and
 * when, and who asked while their account is open. A closed account shows only its
 * anonymous reference (the same on each of its requests); its name does not come back.
 * The table's scroller is the region named by the heading `labelledBy`.
 */
export function PrivacyRequests({ labelledBy }: { labelledBy: string }) {
  const { _ } = useLingui();
  const format = useFormat();
  const list = usePrivacyRequests();

  const what = (request: PrivacyRequest) =>
    request.kind === 'archive'
      ? _('screens.console.privacyRequests.archive')
      : _('screens.console.privacyRequests.closure', { count: request.cancelledVisits ?? 0 });

  if (list.isError) return <LoadError message={_('screens.console.privacyRequests.loadFailed')} onRetry={() => void list.refetch()} />;
  if (!list.data) return <p role="status">{_('screens.console.loading')}</p>;
  const requests = list.data.pages.flatMap((page) => page.requests);
  if (requests.length === 0) return <p className={styles.empty}>{_('screens.console.privacyRequests.empty')}</p>;

  return (
    <>
      <TableRegion labelledBy={labelledBy} className={styles.log}>
        <thead>
          <tr>
            <th scope="col">{_('screens.console.auditWhen')}</th>
            <th scope="col">{_('screens.console.privacyRequests.request')}</th>
            <th scope="col">{_('screens.console.privacyRequests.customer')}</th>
            <th scope="col">{_('screens.console.privacyRequests.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id}>
              <td>
                <time dateTime={request.at}>{format.moment(request.at)}</time>
              </td>
              <td>{what(request)}</td>
              <td>{request.customer ? `${request.customer.name} (${request.customer.email})` : _('screens.console.privacyRequests.closedAccount')}</td>
              <td>{request.reference}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {list.hasNextPage && (
        <button type="button" className={buttonClass('outline', { size: 'small' })} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {_('screens.console.showOlder')}
        </button>
      )}
    </>
  );
}
