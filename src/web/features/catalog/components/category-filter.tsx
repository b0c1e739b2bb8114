import { useLingui } from '@lingui/react';
import { Link } from '@web/lib/routing';
import type { Category, CategoryGroup } from '@shared/contracts/categories';
import { pickCategory, shopHrefFor } from '@web/features/catalog/lib/category-filter';
import type { ShopListing } from '@web/features/catalog/lib/listing-address';
import styles from './category-filter.module.css';

interface CategoryFilterProps {
  categories: readonly Category[];
  /** The listing the address names now: its categories, and the other choices a category link keeps. */
  listing: ShopListing;
}

const groupLabels: Record<CategoryGroup, string> = { pet: 'screens.shop.byPet', kind: 'screens.shop.byKind' };

/**
 * The shop's categories as links (issue 28): each choice is an address (/shop?category=dog),
 * so it can be shared, bookmarked, crawled and undone with the back button. One pet and one
 * kind at a time; the chosen ones say so to assistive technology (aria-current).
 */
export function CategoryFilter({ categories, listing }: CategoryFilterProps) {
  const { _ } = useLingui();
  const chosen = listing.categories;
  const groups = (['pet', 'kind'] as const).map((group) => ({ group, members: categories.filter((category) => category.group === group) }));
  return (
    <nav aria-label={_('screens.shop.categories')} className={styles.filter}>
      <Link to={shopHrefFor([], categories, listing)} className={styles.choice} aria-current={chosen.length === 0 ? 'true' : undefined}>
        {_('screens.shop.allProducts')}
      </Link>
      {groups.map(({ group, members }) =>
        members.length === 0 ? null : (
          <div key={group} className={styles.group}>
            <p id={`category-group-${group}`} className={styles.label}>
              {_(groupLabels[group])}
            </p>
            <ul aria-labelledby={`category-group-${group}`} className={styles.list}>
              {members.map((category) => {
                const isChosen = chosen.includes(category.slug);
                return (
                  <li key={category.slug}>
                    <Link
                      to={shopHrefFor(pickCategory(chosen, category, categories), categories, listing)}
                      className={styles.choice}
                      aria-current={isChosen ? 'true' : undefined}
                    >
                      {category.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ),
      )}
    </nav>
  );
}
