import { useLingui } from '@lingui/react';
import type { AuditEvent } from '@shared/contracts/owner';
import { buttonClass } from '@web/components/ui/button-class';
import { LoadError } from '@web/components/ui/load-error';
import { useAuditLog } from '@web/features/owner-console/api/get-audit-log';
import { useFormat, useWords } from '@web/lib/i18n';
import styles from '@web/features/owner-console/components/audit-log.module.css';

const roleNames: Record<string, string> = { provider: 'screens.console.role.provider', owner: 'screens.console.role.owner' };
const actionNames: Record<AuditEvent['action'], string> = {
  'role.granted': 'screens.console.action.roleGranted',
  'role.revoked': 'screens.console.action.roleRevoked',
};

/** What happened, in words: "Granted the owner role". */
function useDescribe() {
  const words = useWords();
  return (event: AuditEvent) => {
    const role = typeof event.details.role === 'string' ? words(roleNames[event.details.role] ?? event.details.role) : '';
    return words({ id: actionNames[event.action], values: { role } });
  };
}

/** `account:alex@example.com` → `alex@example.com`: the log names what changed by kind and key. */
const subjectName = (subject: string) => subject.slice(subject.indexOf(':') + 1);

/** The audit log (who changed what, and when), newest first, a page at a time. */
export function AuditLog() {
  const { _ } = useLingui();
  const format = useFormat();
  const describe = useDescribe();
  const log = useAuditLog();

  if (log.isError) return <LoadError message={_('screens.console.auditLoadFailed')} onRetry={() => void log.refetch()} />;
  if (!log.data) return <p role="status">{_('screens.console.loading')}</p>;
  const events = log.data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <p className={styles.empty}>{_('screens.console.auditEmpty')}</p>;

  return (
    <>
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby="audit-heading">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{_('screens.console.auditWhen')}</th>
              <th scope="col">{_('screens.console.auditWho')}</th>
              <th scope="col">{_('screens.console.auditWhat')}</th>
              <th scope="col">{_('screens.console.auditSubject')}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.at}>{format.moment(event.at)}</time>
                </td>
                <td>{event.actor}</td>
                <td>{describe(event)}</td>
                <td>{subjectName(event.subject)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {log.hasNextPage && (
        <button
          type="button"
          className={buttonClass('outline', { size: 'small' })}
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {_('screens.console.showOlder')}
        </button>
      )}
    </>
  );
}
