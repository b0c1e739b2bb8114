import { useLingui } from '@lingui/react';
import { AuditLog } from '@web/features/owner-console/components/audit-log';
import { ConsoleHeader } from '@web/features/owner-console/components/console-layout';
import { useOwner } from '@web/features/owner-console/components/require-owner';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/owner-console.module.css';

/**
 * The owner console's home (/admin, D21), behind the owner guard: who is running it and
 * the audit log of every change to roles, the catalogue, services and hours.
 */
export function OwnerConsoleRoute() {
  const { _ } = useLingui();
  const owner = useOwner();
  useDocumentTitle(_('screens.console.title'));

  return (
    <>
      <ConsoleHeader title={_('screens.console.title')} intro={_('screens.console.signedInAs', { name: owner.name, email: owner.email })} />
      {/* The table's scroller is the region named by this heading (components/audit-log). */}
      <section>
        <h2 id="audit-heading">{_('screens.console.auditTitle')}</h2>
        <p className={styles.intro}>{_('screens.console.auditIntro')}</p>
        <AuditLog />
      </section>
    </>
  );
}
