import { useLingui } from '@lingui/react';
import { Link, useLocation } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormNotice } from '@web/components/ui/form-alert';
import { LoadError } from '@web/components/ui/load-error';
import { useConsoleServices } from '@web/features/console-services/api/get-console-services';
import { CategoryForm } from '@web/features/console-services/components/category-form';
import { ServiceList } from '@web/features/console-services/components/service-list';
import type { ServiceSavedState } from '@web/features/console-services/lib/service-form';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * The owner console's services (/console/services, issue 12): every category with its
 * services, a link to add one, and a small form to add a category.
 */
export function ConsoleServicesRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.services.title'));
  const saved = (useLocation().state as ServiceSavedState | null)?.savedService;
  const list = useConsoleServices();

  return (
    <>
      <ConsoleHeader title={_('screens.console.services.title')} intro={_('screens.console.services.intro')}>
        <Link to={paths.consoleNewService.getHref()} className={buttonClass('primary')}>
          {_('screens.console.services.newService')}
        </Link>
      </ConsoleHeader>
      {saved && (
        <FormNotice>
          <p>{_('screens.console.services.saved', { name: saved })}</p>
        </FormNotice>
      )}
      {list.isError ? (
        <LoadError message={_('screens.console.services.loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p role="status">{_('screens.console.loading')}</p>
      ) : (
        <ServiceList catalogue={list.data} />
      )}
      <CategoryForm />
    </>
  );
}
