import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { shopHref, type ShopListing } from '@web/features/catalog/lib/listing-address';
import { pageLinks } from '@web/features/catalog/lib/page-links';
import styles from './listing-pagination.module.css';

interface ListingPaginationProps {
  listing: ShopListing;
  /** The page the server answered (the asked-for product's, when the address named none). */
  page: number;
  pageCount: number;
}

/**
 * The listing's pages as links (issue 28): Previous, the page numbers and Next, each a real
 * address (`?page=2`) that a crawler follows and the back button returns from. The page
 * shown says so (aria-current); a listing of one page needs none.
 */
export function ListingPagination({ listing, page, pageCount }: ListingPaginationProps) {
  const { _ } = useLingui();
  if (pageCount <= 1 && page <= 1) return null;
  const hrefOf = (number: number) => shopHref({ ...listing, page: number });
  return (
    <nav aria-label={_('screens.shop.pages')} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(Math.min(page - 1, pageCount))} rel="prev" className={styles.step}>
              {_('screens.shop.previousPage')}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {_('screens.shop.previousPage')}
            </span>
          )}
        </li>
        {pageLinks(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefOf(number)}
                className={styles.number}
                aria-current={number === page ? 'page' : undefined}
                aria-label={_('screens.shop.pageNumber', { page: number })}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} rel="next" className={styles.step}>
              {_('screens.shop.nextPage')}
            </Link>
          ) : (
            <span className={styles.step} aria-disabled="true">
              {_('screens.shop.nextPage')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
