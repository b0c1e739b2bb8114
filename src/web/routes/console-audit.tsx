import { useLingui } from '@lingui/react';
import { AuditLog } from '@web/features/console/components/audit-log';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { PrivacyRequests } from '@web/features/console/components/privacy-requests';
import { useDocumentTitle } from '@web/lib/use-document-title';

/**
 * /console/audit: the customers' privacy requests (data archives downloaded, accounts
 * closed: issue 30) with their dates, then who changed what and when, newest first (D21),
 * every console action included.
 */
export function ConsoleAuditRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.audit.title'));
  return (
    <>
      <ConsoleHeader title={_('screens.console.audit.title')} intro={_('screens.console.auditIntro')} />
      <section>
        <h2 id="privacy-requests-heading">{_('screens.console.audit.privacyRequests')}</h2>
        <PrivacyRequests labelledBy="privacy-requests-heading" />
      </section>
      {/* The table's scroller is the region named by this heading (components/audit-log). */}
      <section>
        <h2 id="audit-heading">{_('screens.console.auditTitle')}</h2>
        <AuditLog />
      </section>
    </>
  );
}
