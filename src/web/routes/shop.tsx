import { useSearchParams } from 'react-router';
import type { Product } from '@shared/contracts/products';
import { siteConfig } from '@shared/site-config/site-config';
import { AddedToCartNotice } from '@web/features/cart/components/added-to-cart-notice';
import { useAddToCart } from '@web/features/cart/components/use-add-to-cart';
import { useCategories } from '@web/features/catalog/api/get-categories';
import { useProducts } from '@web/features/catalog/api/get-products';
import { CategoryFilter } from '@web/features/catalog/components/category-filter';
import { ListingControls } from '@web/features/catalog/components/listing-controls';
import { listingInAddress, shopHref } from '@web/features/catalog/lib/listing-address';
import { ProductCard } from '@web/features/catalog/components/product-card';
import { SearchBox } from '@web/features/catalog/components/search-box';
import { Pagination } from '@web/components/ui/pagination';
import { LoadError } from '@web/components/ui/load-error';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/shop.module.css';
import { useLingui } from '@lingui/react';

export function ShopRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.shop.title'));
  const [searchParams] = useSearchParams();
  // Every choice is in the address (issue 28): filters, sort and page.
  const listing = listingInAddress(searchParams);
  const categories = useCategories();
  const products = useProducts(listing);
  // The spec sends a guest to /login with origin /shop; a signed-in user's click adds one.
  const cart = useAddToCart();
  const addToCart = (product: Product) => cart.add(product.id);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{_('screens.shop.title')}</h1>
        <p className={styles.intro}>
          {_('screens.shop.intro', { city: siteConfig.address.city })}
        </p>
      </header>

      <SearchBox />

      {categories.isSuccess && <CategoryFilter categories={categories.data} listing={listing} />}
      <ListingControls listing={listing} />

      {products.isPending && (
        <>
          <p role="status" className="visually-hidden">
            {_('common.loadingProducts')}
          </p>
          <div className={styles.grid} aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className={styles.placeholder} />
            ))}
          </div>
        </>
      )}

      {products.isError && <LoadError message={_('common.loadFailed.products')} onRetry={() => void products.refetch()} />}

      {products.isSuccess && (
        <>
          <p role="status" className={styles.count}>
            {products.data.total === 0
              ? _('screens.shop.noneMatch')
              : products.data.products.length === 0
                ? _('screens.shop.pastTheEnd')
                : _('screens.shop.resultCount', { count: products.data.total })}
          </p>
          <div className={styles.grid}>
            {products.data.products.map((product) => (
              <ProductCard key={product.id} product={product} selected={product.id === listing.product} onAddToCart={addToCart} />
            ))}
          </div>
          <Pagination page={products.data.page} pageCount={products.data.pageCount} hrefOf={(number) => shopHref({ ...listing, page: number })} />
        </>
      )}

      <AddedToCartNotice notice={cart.notice} error={cart.error} dismissError={cart.dismissError} />
    </div>
  );
}
