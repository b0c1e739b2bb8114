import { useLingui } from '@lingui/react';
import { Link } from '@web/lib/routing';
import { pageLinks } from '@web/lib/page-links';
import styles from './pagination.module.css';

interface PaginationProps {
  /** The page the server answered (the shop's: the asked-for product's, when the address named none). */
  page: number;
  pageCount: number;
  /** The address of page `number` of the same list, everything else kept. */
  hrefOf: (number: number) => string;
}

/**
 * A list's pages as links (issue 28; the shop, the console's products): Previous, the page
 * numbers and Next, each a real address (`?page=2`) that a crawler follows and the back
 * button returns from. The page shown says so (aria-current); a list of one page needs none.
 */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  const { _ } = useLingui();
  if (pageCount <= 1 && page <= 1) return null;
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
