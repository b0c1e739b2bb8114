import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '@web/components/ui/button-class';
import { LoadError } from '@web/components/ui/load-error';
import { useCustomers } from '@web/features/console-customers/api/get-customers';
import { CUSTOMER_SEARCH_MAX } from '@shared/contracts/console-customers';
import { ListSearch } from '@web/components/ui/list-search';
import { CustomerTable } from '@web/features/console-customers/components/customer-table';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * The owner console's customers (/console/customers, issue 13): everyone with an account,
 * newest first, searched by part of a name or an email kept in the URL (?q=), so a
 * search can be shared, reloaded and come back to.
 */
export function ConsoleCustomersRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.customers.title'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const list = useCustomers(query);
  const customers = list.data?.pages.flatMap((page) => page.customers) ?? [];

  return (
    <>
      <ConsoleHeader title={_('screens.console.customers.title')} intro={_('screens.console.customers.intro')} />
      <ListSearch
        key={query}
        query={query}
        onSearch={(q) => setParams(q ? { q } : {})}
        label={_('screens.console.customers.searchLabel')}
        hint={_('screens.console.customers.searchHint')}
        button={_('screens.console.customers.search')}
        maxLength={CUSTOMER_SEARCH_MAX}
      />
      <h2 id="customers-heading">
        {query ? _('screens.console.customers.resultsFor', { query }) : _('screens.console.customers.everyone')}
      </h2>
      {list.isError ? (
        <LoadError message={_('screens.console.customers.loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p role="status">{_('screens.console.loading')}</p>
      ) : customers.length === 0 ? (
        <p role="status">{_('screens.console.customers.noneFound')}</p>
      ) : (
        <>
          <CustomerTable customers={customers} labelledBy="customers-heading" />
          {list.hasNextPage && (
            <button
              type="button"
              className={buttonClass('outline', { size: 'small' })}
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {_('screens.console.customers.showMore')}
            </button>
          )}
        </>
      )}
    </>
  );
}
