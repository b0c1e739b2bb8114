import { useLingui } from '@lingui/react';
import { AuditLog } from '@web/features/console/components/audit-log';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/audit: who changed what and when, newest first (D21), every console action included. */
export function ConsoleAuditRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.audit.title'));
  return (
    <>
      <ConsoleHeader title={_('screens.console.audit.title')} intro={_('screens.console.auditIntro')} />
      {/* The table's scroller is the region named by this heading (components/audit-log). */}
      <section>
        <h2 id="audit-heading">{_('screens.console.auditTitle')}</h2>
        <AuditLog />
      </section>
    </>
  );
}
