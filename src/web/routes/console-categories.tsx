import { useLingui } from '@lingui/react';
import { LoadError } from '@web/components/ui/load-error';
import { useConsoleCategories } from '@web/features/console-products/api/get-console-categories';
import { CategoryCreateForm } from '@web/features/console-products/components/category-create-form';
import { CategoryList } from '@web/features/console-products/components/category-list';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/categories (issue 28): the products' categories by pet and by kind, in English and French; add, rename, reorder, delete. */
export function ConsoleCategoriesRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.categories.title'));
  const categories = useConsoleCategories();
  return (
    <>
      <ConsoleHeader title={_('screens.console.categories.title')} intro={_('screens.console.categories.intro')} />
      {categories.isError ? (
        <LoadError message={_('screens.console.categories.loadFailed')} onRetry={() => void categories.refetch()} />
      ) : categories.data ? (
        <CategoryList categories={categories.data} />
      ) : (
        <p role="status">{_('screens.console.loading')}</p>
      )}
      <CategoryCreateForm />
    </>
  );
}
