import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { categoryGroups, type ConsoleProductCategory } from '@shared/contracts/categories';
import { FormAlert } from '@web/components/ui/form-alert';
import { CategoryItem } from '@web/features/console-products/components/category-item';
import { categoryGroupNames } from '@web/features/console-products/lib/category-form';
import styles from '@web/features/console-products/components/console-categories.module.css';

/**
 * The categories by group, pets then kinds, each in the shop's order. A deletion is
 * announced here, where focus goes, since the category it was on is gone.
 */
export function CategoryList({ categories }: { categories: readonly ConsoleProductCategory[] }) {
  const { _ } = useLingui();
  const [deleted, setDeleted] = useState<ConsoleProductCategory>();
  return (
    <>
      {deleted && (
        <FormAlert key={deleted.slug} tone="success">
          <p>{_('screens.console.categories.deleted', { name: deleted.nameEn, count: deleted.productCount })}</p>
        </FormAlert>
      )}
      {categoryGroups.map((group) => {
        const inGroup = categories.filter((category) => category.group === group);
        const headingId = `categories-${group}`;
        return (
          <section key={group} aria-labelledby={headingId} className={styles.group}>
            <h2 id={headingId}>{_(categoryGroupNames[group])}</h2>
            {inGroup.length === 0 ? (
              <p className={styles.empty}>{_('screens.console.categories.emptyGroup')}</p>
            ) : (
              <ul className={styles.items}>
                {inGroup.map((category) => (
                  <li key={category.slug}>
                    <CategoryItem category={category} onDeleted={setDeleted} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
