import { useLingui } from '@lingui/react';
import { Dashboard } from '@web/features/console-dashboard/components/dashboard';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useOwner } from '@web/features/console/components/require-owner';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * The owner console's home (/console, D21), behind the owner guard: who is running it and
 * the shop's figures (D27). The audit log has its own screen (/console/audit).
 */
export function ConsoleOverviewRoute() {
  const { _ } = useLingui();
  const owner = useOwner();
  useDocumentTitle(_('screens.console.title'));

  return (
    <>
      <ConsoleHeader title={_('screens.console.title')} intro={_('screens.console.signedInAs', { name: owner.name, email: owner.email })} />
      <Dashboard />
    </>
  );
}
