import { Link, useLocation } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormNotice } from '@web/components/ui/form-alert';
import { ProductCsvImport } from '@web/features/console-products/components/product-csv-import';
import { ProductList } from '@web/features/console-products/components/product-list';
import { productSavedOf } from '@web/features/console-products/lib/saved-notice';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/products: every product with its stock and state, a way to add one, what was just saved, and the catalogue as CSV. */
export function ConsoleProductsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.products.title'));
  const saved = productSavedOf(useLocation().state);
  return (
    <>
      <ConsoleHeader title={_('screens.console.products.title')} intro={_('screens.console.products.intro')}>
        <Link to={paths.consoleNewProduct.getHref()} className={buttonClass('primary')}>
          {_('screens.console.products.newProduct')}
        </Link>
      </ConsoleHeader>
      {saved && (
        <FormNotice>
          {saved.created
            ? _('screens.console.products.created', { name: saved.name })
            : _('screens.console.products.saved', { name: saved.name })}
        </FormNotice>
      )}
      <ProductList />
      <ProductCsvImport />
    </>
  );
}
