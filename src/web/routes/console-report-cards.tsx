import { useLingui } from '@lingui/react';
import { LoadError } from '@web/components/ui/load-error';
import { useConsoleReportCardChecks } from '@web/features/console-report-cards/api/get-console-report-card-checks';
import { ReportCardChecksEditor } from '@web/features/console-report-cards/components/report-card-checks-editor';
import { ConsoleHeader } from '@web/features/console/components/console-layout';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** /console/report-cards: the checks providers tick on the report card of a finished visit (issue 29). */
export function ConsoleReportCardsRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('screens.console.reportCards.title'));
  const checks = useConsoleReportCardChecks();
  return (
    <>
      <ConsoleHeader title={_('screens.console.reportCards.title')} intro={_('screens.console.reportCards.intro')} />
      {checks.isError && <LoadError message={_('screens.console.reportCards.loadFailed')} onRetry={() => void checks.refetch()} />}
      {!checks.data && !checks.isError && <p role="status">{_('screens.console.loading')}</p>}
      {checks.data && <ReportCardChecksEditor initial={checks.data.checks} />}
    </>
  );
}
