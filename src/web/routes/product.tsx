import { useParams } from 'react-router';
import { Link } from '@web/lib/routing';
import type { ProductPage } from '@shared/contracts/products';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { LoadError } from '@web/components/ui/load-error';
import { AddedToCartNotice } from '@web/features/cart/components/added-to-cart-notice';
import { useAddToCart } from '@web/features/cart/components/use-add-to-cart';
import { useProductPage } from '@web/features/catalog/api/get-product-page';
import { ProductDetails } from '@web/features/catalog/components/product-details';
import { productHead } from '@web/features/catalog/lib/product-head';
import { useFormat } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/product.module.css';
import { useLingui } from '@lingui/react';

/** /shop/{slug} (issue 28): one product's page, or a page saying there is none (served as a 404). */
export function ProductRoute() {
  const { _ } = useLingui();
  const slug = useParams().slug ?? '';
  const page = useProductPage(slug);

  if (page.isPending) {
    return (
      <div className={`container ${styles.page}`}>
        <p role="status">{_('screens.product.loading')}</p>
      </div>
    );
  }
  if (page.isError) {
    return (
      <div className={`container ${styles.page}`}>
        <LoadError message={_('screens.product.loadFailed')} onRetry={() => void page.refetch()} />
      </div>
    );
  }
  return page.data ? <ProductOnSale page={page.data} /> : <ProductNotFound />;
}

function ProductOnSale({ page }: { page: ProductPage }) {
  const { locale } = useFormat();
  useDocumentTitle(page.product.name);
  usePageHead((origin) => productHead(page, { origin, locale }));
  // A guest comes back to this page once signed in, as the shop's guest comes back to the shop.
  const cart = useAddToCart({ from: paths.product.getHref(page.product.slug) });
  return (
    <div className="container">
      <ProductDetails key={page.product.id} page={page} onAddToCart={(variantId) => cart.add(page.product.id, variantId)} />
      <AddedToCartNotice notice={cart.notice} error={cart.error} dismissError={cart.dismissError} />
    </div>
  );
}

function ProductNotFound() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.product.notFoundTitle'));
  usePageHead(() => ({ status: 404 }));
  return (
    <div className={`container ${styles.page} ${styles.notFound}`}>
      <h1>{_('screens.product.notFoundTitle')}</h1>
      <p>{_('screens.product.notFound')}</p>
      <Link to={paths.shop.getHref()} className={buttonClass('primary')}>
        {_('screens.product.backToShop')}
      </Link>
    </div>
  );
}
