import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { categoryGroups, type ConsoleProductCategory } from '@shared/contracts/categories';
import { buttonClass } from '@web/components/ui/button-class';
import { FieldError } from '@web/components/ui/field-error';
import { useConsoleCategories } from '@web/features/console-products/api/get-console-categories';
import { categoryGroupNames } from '@web/features/console-products/lib/category-form';
import styles from '@web/features/console-products/components/console-categories.module.css';

interface CategoryPickerProps {
  /** The slugs ticked. */
  value: readonly string[];
  onChange: (slugs: string[]) => void;
  error?: string | undefined;
}

/**
 * The categories a product sits in (issue 28): a box per category, in a fieldset per
 * group (pets, kinds), named in the reader's language. The boxes share the name
 * `categories`, so a refused save focuses them like any field. A list that cannot be
 * read is said in the fieldset, without an alert, and the product keeps its categories.
 */
export function CategoryPicker({ value, onChange, error }: CategoryPickerProps) {
  const { _, i18n } = useLingui();
  const categories = useConsoleCategories();
  const id = useId();
  const nameOf = (category: ConsoleProductCategory) => (i18n.locale.startsWith('fr') ? category.nameFr : category.nameEn);
  const toggle = (slug: string, on: boolean) => onChange(on ? [...value, slug] : value.filter((ticked) => ticked !== slug));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <fieldset className={styles.picker} aria-describedby={describedBy}>
      <legend>{_('screens.console.products.categories')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {_('screens.console.products.categoriesHint')}
      </p>
      {categories.isError ? (
        <p>
          {_('screens.console.categories.loadFailed')}{' '}
          <button type="button" className={buttonClass('outline', { size: 'small' })} onClick={() => void categories.refetch()}>
            {_('common.tryAgain')}
          </button>
        </p>
      ) : !categories.data ? (
        <p>{_('screens.console.loading')}</p>
      ) : (
        categoryGroups.map((group) => {
          const inGroup = categories.data.filter((category) => category.group === group);
          if (inGroup.length === 0) return null;
          return (
            <fieldset key={group} className={styles.pickerGroup}>
              <legend>{_(categoryGroupNames[group])}</legend>
              <div className={styles.choices}>
                {inGroup.map((category) => (
                  <label key={category.slug} className={styles.choice}>
                    <input
                      type="checkbox"
                      name="categories"
                      value={category.slug}
                      checked={value.includes(category.slug)}
                      onChange={(event) => toggle(category.slug, event.target.checked)}
                    />
                    {nameOf(category)}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })
      )}
      <FieldError id={`${id}-error`} message={error} announce={false} />
    </fieldset>
  );
}
