import { useSearchParams } from 'react-router';
import { Link } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { searchTermsOf } from '@shared/catalog/search-terms';
import type { Product } from '@shared/contracts/products';
import { SEARCH_LIMIT_MAX } from '@shared/contracts/search';
import { paths } from '@shared/routes/paths';
import { AddedToCartNotice } from '@web/features/cart/components/added-to-cart-notice';
import { useAddToCart } from '@web/features/cart/components/use-add-to-cart';
import { useProductSearch } from '@web/features/catalog/api/search-products';
import { ProductCard } from '@web/features/catalog/components/product-card';
import { SearchBox } from '@web/features/catalog/components/search-box';
import { LoadError } from '@web/components/ui/load-error';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/shop-search.module.css';
// The results are the shop's own grid.
import shopStyles from '@web/routes/shop.module.css';

/**
 * The shop's search results (issue 28) at /shop/search?q=…: the best matches as the shop's
 * cards, or, when nothing matches, the categories to browse instead.
 */
export function ShopSearchRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.search.title'));
  const [searchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const hasWords = searchTermsOf(query).length > 0;
  const search = useProductSearch(query, SEARCH_LIMIT_MAX);
  const cart = useAddToCart({ from: paths.search.getHref(query) });
  const addToCart = (product: Product) => cart.add(product.id);
  // The answer on screen is this search's, not the one before it kept while this one comes.
  const answer = search.isPlaceholderData ? undefined : search.data;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{query ? _('screens.search.resultsFor', { query }) : _('screens.search.title')}</h1>
      </header>

      {/* Keyed by the search, so the box holds the address's words after the back button. */}
      <SearchBox key={query} initialQuery={query} />

      {!hasWords && <p>{_('screens.search.prompt')}</p>}

      {hasWords && !answer && !search.isError && (
        <p role="status" className="visually-hidden">
          {_('common.loadingProducts')}
        </p>
      )}

      {search.isError && <LoadError message={_('screens.search.loadFailed')} onRetry={() => void search.refetch()} />}

      {hasWords && answer && answer.products.length > 0 && (
        <>
          <p role="status" className={styles.count}>
            {_('screens.search.count', { count: answer.total })}
          </p>
          <div className={shopStyles.grid}>
            {answer.products.map((product) => (
              <ProductCard key={product.id} product={product} selected={false} onAddToCart={addToCart} />
            ))}
          </div>
        </>
      )}

      {hasWords && answer && answer.products.length === 0 && (
        <div className={styles.empty}>
          <p role="status">{_('screens.search.none', { query })}</p>
          {answer.suggestions.length > 0 && (
            <nav aria-labelledby="search-browse">
              <p id="search-browse">{_('screens.search.browse')}</p>
              <ul className={styles.categories}>
                {answer.suggestions.map((category) => (
                  <li key={category.slug}>
                    <Link to={`/shop?${new URLSearchParams({ category: category.slug }).toString()}`} className={styles.category}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}

      <AddedToCartNotice notice={cart.notice} error={cart.error} dismissError={cart.dismissError} />
    </div>
  );
}
