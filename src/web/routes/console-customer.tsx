import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { LoadError } from '@web/components/ui/load-error';
import { isApiClientError } from '@web/lib/api-client';
import { useCustomer } from '@web/features/console-customers/api/get-customer';
import { CustomerDetails } from '@web/features/console-customers/components/customer-details';
import { StoreCreditAdjuster } from '@web/features/store-credit/components/store-credit-adjuster';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** One customer in the owner console (/console/customers/:userId): their pets, appointments, orders, the staff's notes and their store credit. */
export function ConsoleCustomerRoute() {
  const { _ } = useLingui();
  const userId = useParams().userId ?? '';
  const customer = useCustomer(userId);
  const name = customer.data?.profile.name;
  useDocumentTitle(name ?? _('screens.console.customers.title'));
  const back = (
    <Link to={paths.consoleCustomers.getHref()}>{_('screens.console.customers.back')}</Link>
  );

  if (customer.isError) {
    const missing = isApiClientError(customer.error) && customer.error.status === 404;
    return (
      <>
        <ConsoleHeader title={_('screens.console.customers.title')}>{back}</ConsoleHeader>
        {missing ? (
          <p role="status">{_('screens.console.customers.notFound')}</p>
        ) : (
          <LoadError message={_('screens.console.customers.loadFailed')} onRetry={() => void customer.refetch()} />
        )}
      </>
    );
  }
  if (!customer.data) return <p role="status">{_('screens.console.loading')}</p>;
  return (
    <>
      <ConsoleHeader title={customer.data.profile.name}>{back}</ConsoleHeader>
      <CustomerDetails customer={customer.data} />
      <StoreCreditAdjuster userId={customer.data.profile.id} />
    </>
  );
}
