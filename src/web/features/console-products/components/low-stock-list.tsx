import { useId } from 'react';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { TableRegion } from '@web/components/ui/table-region';
import { LOW_STOCK_LIST_MAX, type LowStockList as LowStock } from '@shared/contracts/console-catalogue';
import { paths } from '@shared/routes/paths';
import { LoadError } from '@web/components/ui/load-error';
import { Badge } from '@web/components/ui/status-badge';
import { useLowStock } from '@web/features/console-products/api/get-low-stock';
import styles from '@web/features/console-products/components/console-products.module.css';

/** What to reorder (issue 28 item 7): every variant at or under its low-stock mark, the emptiest first. */
export function LowStockList() {
  const { _ } = useLingui();
  const lowStock = useLowStock();
  if (lowStock.isError) return <LoadError message={_('screens.console.lowStock.loadFailed')} onRetry={() => void lowStock.refetch()} />;
  if (!lowStock.data) return <p role="status">{_('screens.console.loading')}</p>;
  if (lowStock.data.variants.length === 0) return <p className={styles.empty}>{_('screens.console.lowStock.none')}</p>;
  return <LowStockTable list={lowStock.data} />;
}

export function LowStockTable({ list }: { list: LowStock }) {
  const { _ } = useLingui();
  const captionId = useId();
  return (
    <>
      <TableRegion labelledBy={captionId} className={styles.table}>
          <caption id={captionId}>{_('screens.console.lowStock.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{_('screens.console.products.name')}</th>
              <th scope="col">{_('screens.console.lowStock.option')}</th>
              <th scope="col">{_('screens.console.lowStock.sku')}</th>
              <th scope="col">{_('screens.console.products.stock')}</th>
              <th scope="col">{_('screens.console.products.lowStockThreshold')}</th>
              <th scope="col">
                <span className="visually-hidden">{_('screens.console.products.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.variants.map((variant) => (
              <tr key={variant.variantId} data-inactive={variant.active ? undefined : ''}>
                <th scope="row">
                  {variant.productName}
                  {!variant.active && ' '}
                  {!variant.active && <span className={styles.held}>{_('screens.console.products.offSale')}</span>}
                </th>
                <td>{variant.label || '—'}</td>
                <td>{variant.sku}</td>
                <td>
                  <span className={styles.stock}>
                    {variant.stock}
                    {variant.stock === 0 && (
                      <Badge tone="danger" symbol="✕">
                        {_('screens.console.products.soldOut')}
                      </Badge>
                    )}
                  </span>
                </td>
                <td>{variant.lowStockThreshold}</td>
                <td>
                  <Link to={paths.consoleProduct.getHref(variant.productId)}>
                    {_('screens.console.products.edit')}{' '}
                    <span className="visually-hidden">
                      {variant.productName} {variant.label}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      {list.more && <p className={styles.empty}>{_('screens.console.lowStock.more', { count: LOW_STOCK_LIST_MAX })}</p>}
    </>
  );
}
