import { useLingui } from '@lingui/react';
import { useParams } from 'react-router';
import { Link, useNavigate } from '@web/lib/routing';
import type { ConsoleService } from '@shared/contracts/console-catalogue';
import { paths } from '@shared/routes/paths';
import { LoadError } from '@web/components/ui/load-error';
import { useConsoleServices } from '@web/features/console-services/api/get-console-services';
import { ServiceForm } from '@web/features/console-services/components/service-form';
import { ServiceWaiverPart } from '@web/features/console-services/components/service-waiver';
import type { ServiceSavedState } from '@web/features/console-services/lib/service-form';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * A service's form (/console/services/new and /console/services/:serviceId, issue 12). The
 * categories and providers to choose from come with the console's list; after a save
 * the list says so.
 */
export function ConsoleServiceRoute() {
  const { _ } = useLingui();
  const { serviceId } = useParams();
  const navigate = useNavigate();
  const list = useConsoleServices();
  const service = serviceId === undefined ? undefined : list.data?.services.find((candidate) => candidate.id === serviceId);
  const title = service ? _('screens.console.services.editTitle', { name: service.name }) : _('screens.console.services.newTitle');
  useDocumentTitle(title);

  const saved = (savedService: ConsoleService) =>
    void navigate(paths.consoleServices.getHref(), { state: { savedService: savedService.name } satisfies ServiceSavedState });

  if (list.isError) return <LoadError message={_('screens.console.services.loadFailed')} onRetry={() => void list.refetch()} />;
  if (!list.data) return <p role="status">{_('screens.console.loading')}</p>;
  if (serviceId !== undefined && !service) {
    return (
      <>
        <ConsoleHeader title={_('screens.console.services.notFound')} />
        <Link to={paths.consoleServices.getHref()}>{_('screens.console.services.backToList')}</Link>
      </>
    );
  }
  return (
    <>
      <ConsoleHeader title={title} />
      {/* Keyed by service, so moving between two services' forms starts each afresh. */}
      <ServiceForm key={service?.id ?? 'new'} service={service} catalogue={list.data} title={title} onSaved={saved} />
      {service && <ServiceWaiverPart key={service.id} serviceId={service.id} />}
    </>
  );
}
