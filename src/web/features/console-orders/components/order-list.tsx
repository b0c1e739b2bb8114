import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { orderStatusSchema } from '@shared/contracts/orders';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { LoadError } from '@web/components/ui/load-error';
import { SelectField } from '@web/components/ui/select-field';
import { TableRegion } from '@web/components/ui/table-region';
import { TextField } from '@web/components/ui/text-field';
import { useFormat } from '@web/lib/i18n';
import { useConsoleOrders, type OrderFilters } from '@web/features/console-orders/api/console-orders';
import { orderStatusWords, stateOf } from '@web/features/console-orders/components/order-words';
import styles from '@web/features/console-orders/components/console-orders.module.css';

const filterNames = ['q', 'status', 'from', 'to'] as const;

/** Orders newest first, with the search and filters kept in the address (?q=&status=&from=&to=), so a view can be shared or reloaded. */
export function OrderList() {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const [search, setSearch] = useSearchParams();
  const applied = Object.fromEntries(filterNames.map((name) => [name, search.get(name) ?? ''])) as unknown as OrderFilters;
  const [draft, setDraft] = useState<OrderFilters>(applied);
  const orders = useConsoleOrders(applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== '')), { replace: true });
  };
  const field = (name: keyof OrderFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  return (
    <>
      <form className={styles.filters} role="search" aria-label={_('screens.console.orders.searchLabel')} onSubmit={submit}>
        <TextField label={_('screens.console.orders.search')} type="search" hint={_('screens.console.orders.searchHint')} {...field('q')} />
        <SelectField label={_('screens.console.orders.statusFilter')} {...field('status')}>
          <option value="">{_('screens.console.orders.anyStatus')}</option>
          {orderStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {_(orderStatusWords[status])}
            </option>
          ))}
        </SelectField>
        <TextField label={_('screens.console.orders.from')} type="date" {...field('from')} />
        <TextField label={_('screens.console.orders.to')} type="date" {...field('to')} />
        <button type="submit" className={buttonClass('primary')}>
          {_('screens.console.orders.apply')}
        </button>
      </form>
      <h2 id={headingId}>{_('screens.console.orders.listTitle')}</h2>
      {orders.isError && <LoadError message={_('screens.console.orders.loadFailed')} onRetry={() => void orders.refetch()} />}
      {!orders.data && !orders.isError && <p role="status">{_('screens.console.loading')}</p>}
      {orders.data && rows.length === 0 && <p className={styles.muted}>{_('screens.console.orders.none')}</p>}
      {rows.length > 0 && (
        <TableRegion labelledBy={headingId}>
          <thead>
            <tr>
              <th scope="col">{_('screens.console.orders.number')}</th>
              <th scope="col">{_('screens.console.orders.placed')}</th>
              <th scope="col">{_('screens.console.orders.customer')}</th>
              <th scope="col">{_('screens.console.orders.state')}</th>
              <th scope="col">{_('screens.console.orders.items')}</th>
              <th scope="col">{_('screens.console.orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={paths.consoleOrder.getHref(order.id)}>{order.number}</Link>
                </th>
                <td>
                  <time dateTime={order.createdAt}>{format.moment(order.createdAt)}</time>
                </td>
                <td>
                  {order.customerName}
                  <br />
                  <span className={styles.muted}>{order.customerEmail}</span>
                </td>
                <td>{stateOf(order, _)}</td>
                <td>{order.itemCount}</td>
                <td>{format.money(order.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
      {orders.hasNextPage && (
        <button type="button" className={buttonClass('outline', { size: 'small' })} disabled={orders.isFetchingNextPage} onClick={() => void orders.fetchNextPage()}>
          {_('screens.console.orders.more')}
        </button>
      )}
    </>
  );
}
