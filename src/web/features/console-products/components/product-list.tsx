import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { TableRegion } from '@web/components/ui/table-region';
import type { ConsoleProduct } from '@shared/contracts/console-catalogue';
import { paths } from '@shared/routes/paths';
import { ListSearch } from '@web/components/ui/list-search';
import { LoadError } from '@web/components/ui/load-error';
import { Pagination } from '@web/components/ui/pagination';
import { Badge } from '@web/components/ui/status-badge';
import { consoleProductsSearch, useConsoleProducts } from '@web/features/console-products/api/get-console-products';
import styles from '@web/features/console-products/components/console-products.module.css';
import { useFormat } from '@web/lib/i18n';

/**
 * Every product, on sale or not, in shop order, a page of 50 at a time and searched by
 * name, address or SKU, both in the address (`?q=&page=`) so a search can be shared and
 * the back button returns to it. At phone width the table scrolls sideways inside its own
 * region, which the keyboard can focus and scroll.
 */
export function ProductList() {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() || undefined;
  const page = Number(params.get('page')) || 1;
  const products = useConsoleProducts({ q, page });
  const list = products.data;

  return (
    <>
      <ListSearch
        key={q ?? ''}
        query={q ?? ''}
        onSearch={(words) => setParams(words ? { q: words } : {})}
        label={_('screens.console.products.searchLabel')}
        hint={_('screens.console.products.searchHint')}
        button={_('screens.console.products.search')}
        maxLength={100}
      />
      {products.isError ? (
        <LoadError message={_('screens.console.products.loadFailed')} onRetry={() => void products.refetch()} />
      ) : !list ? (
        <p role="status">{_('screens.console.loading')}</p>
      ) : list.total === 0 ? (
        <p className={styles.empty}>{q ? _('screens.console.products.noneFound', { q }) : _('screens.console.products.empty')}</p>
      ) : (
        <>
          <p role="status" className={styles.count}>
            {_('screens.console.products.count', { count: list.total })}
          </p>
          <ProductTable products={list.products} />
          <Pagination page={list.page} pageCount={list.pageCount} hrefOf={(number) => `${paths.consoleProducts.getHref()}${consoleProductsSearch({ q, page: number })}`} />
        </>
      )}
    </>
  );
}

export function ProductTable({ products }: { products: ConsoleProduct[] }) {
  const { _ } = useLingui();
  const format = useFormat();
  const captionId = useId();
  return (
    <TableRegion labelledBy={captionId} className={styles.table}>
        <caption id={captionId}>{_('screens.console.products.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{_('screens.console.products.image')}</th>
            <th scope="col">{_('screens.console.products.name')}</th>
            <th scope="col">{_('screens.console.products.priceColumn')}</th>
            <th scope="col">{_('screens.console.products.stock')}</th>
            <th scope="col">{_('screens.console.products.state')}</th>
            <th scope="col">{_('screens.console.products.sortOrderColumn')}</th>
            <th scope="col">
              <span className="visually-hidden">{_('screens.console.products.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} data-inactive={product.active ? undefined : ''}>
              <td>
                <img className={styles.thumbnail} src={product.image.src} alt={product.image.alt} width={48} height={48} loading="lazy" />
              </td>
              <th scope="row">{product.name}</th>
              <td>{format.price(product.priceCents)}</td>
              <td>
                <StockCell product={product} />
              </td>
              <td>
                <span className={styles.state} data-active={product.active}>
                  <span aria-hidden="true">{product.active ? '✓' : '✕'}</span>{' '}
                  {product.active ? _('screens.console.products.onSale') : _('screens.console.products.offSale')}
                </span>
              </td>
              <td>{product.sortOrder}</td>
              <td>
                <Link to={paths.consoleProduct.getHref(product.id)}>
                  {_('screens.console.products.edit')} <span className="visually-hidden">{product.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
  );
}

/**
 * Units on the shelf; what open checkouts hold is not for sale, so what is left is shown
 * when it differs, and a product at or under the low-stock threshold is flagged (D26).
 */
function StockCell({ product }: { product: ConsoleProduct }) {
  const { _ } = useLingui();
  return (
    <span className={styles.stock}>
      {product.stock}
      {product.available !== product.stock && <span className={styles.held}>{_('screens.console.products.available', { count: product.available })}</span>}
      {product.available === 0 ? (
        <Badge tone="danger" symbol="✕">
          {_('screens.console.products.soldOut')}
        </Badge>
      ) : (
        product.lowStock && (
          <Badge tone="warning" symbol="!">
            {_('screens.console.products.lowStock')}
          </Badge>
        )
      )}
    </span>
  );
}
