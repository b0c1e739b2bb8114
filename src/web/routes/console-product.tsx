import { useParams } from 'react-router';
import { Link, useNavigate } from '@web/lib/routing';
import { useLingui } from '@lingui/react';
import type { ConsoleProduct } from '@shared/contracts/console-catalogue';
import { consoleMessages } from '@shared/contracts/console-catalogue';
import { paths } from '@shared/routes/paths';
import { LoadError } from '@web/components/ui/load-error';
import { isApiClientError } from '@web/lib/api-client';
import { useConsoleProduct } from '@web/features/console-products/api/get-console-products';
import { ProductForm } from '@web/features/console-products/components/product-form';
import { productSavedState } from '@web/features/console-products/lib/saved-notice';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/products/new and /console/products/:productId: the product form; a save goes back to the list, which says so. */
export function ConsoleProductRoute() {
  const { productId } = useParams();
  const navigate = useNavigate();
  const onSaved = (created: boolean) => (saved: ConsoleProduct) =>
    void navigate(paths.consoleProducts.getHref(), { state: productSavedState(saved.name, created) });
  return productId === undefined ? <NewProduct onSaved={onSaved(true)} /> : <EditProduct productId={Number(productId)} onSaved={onSaved(false)} />;
}

function NewProduct({ onSaved }: { onSaved: (saved: ConsoleProduct) => void }) {
  const { _ } = useLingui();
  const title = _('screens.console.products.newTitle');
  useDocumentTitle(title);
  return (
    <>
      <ConsoleHeader title={title} />
      <ProductForm onSaved={onSaved} />
    </>
  );
}

function EditProduct({ productId, onSaved }: { productId: number; onSaved: (saved: ConsoleProduct) => void }) {
  const { _ } = useLingui();
  const found = useConsoleProduct(productId);
  const product = found.data;
  const title = product ? _('screens.console.products.editTitle', { name: product.name }) : _('screens.console.products.title');
  useDocumentTitle(title);

  // An address with no such product (or no number at all) says so, as the list's links never would.
  const missing = found.isError && isApiClientError(found.error) && (found.error.status === 404 || found.error.status === 422);
  if (found.isError && !missing) return <LoadError message={_('screens.console.products.loadFailed')} onRetry={() => void found.refetch()} />;
  if (!product && !missing) return <p role="status">{_('screens.console.loading')}</p>;
  return (
    <>
      <ConsoleHeader title={title} />
      {product ? (
        <>
          <p>
            {_('screens.console.products.pageAddress')} <Link to={paths.product.getHref(product.slug)}>{paths.product.getHref(product.slug)}</Link>
          </p>
          {/* Keyed by product: another product's form starts from its own values. */}
          <ProductForm key={product.id} product={product} onSaved={onSaved} />
        </>
      ) : (
        <div role="alert">
          <p>{_(consoleMessages.unknownProduct)}</p>
          <Link to={paths.consoleProducts.getHref()}>{_('screens.console.products.backToList')}</Link>
        </div>
      )}
    </>
  );
}
