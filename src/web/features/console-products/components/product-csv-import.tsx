import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { PRODUCT_CSV_MAX_CHARS, productCsvMessages, type ProductImportReport } from '@shared/contracts/product-csv';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { TableRegion } from '@web/components/ui/table-region';
import { PRODUCTS_CSV_EXPORT_PATH, useImportProductsCsv } from '@web/features/console-products/api/import-products-csv';
import styles from '@web/features/console-products/components/console-products.module.css';
import { isApiClientError } from '@web/lib/api-client';

/**
 * The catalogue as a CSV file in Shopify's columns (issue 28): a link to export it, and an
 * import in two steps. "Check file" is a dry run that lists every problem by row and
 * column; "Import" is offered only once that check of this very file found none.
 */
export function ProductCsvImport() {
  const { _ } = useLingui();
  const headingId = useId();
  const fileId = useId();
  const problemsId = useId();
  const [file, setFile] = useState<File | null>(null);
  /** The file's text and its clean check: what "Import" sends. */
  const [checked, setChecked] = useState<{ csv: string; report: ProductImportReport } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useImportProductsCsv();

  async function run(dryRun: boolean) {
    setFailure(null);
    if (!file) return setFailure(_('screens.console.products.csv.chooseFile'));
    if (file.size > PRODUCT_CSV_MAX_CHARS) return setFailure(_(productCsvMessages.tooLarge));
    const csv = dryRun || !checked ? await file.text() : checked.csv;
    try {
      const report = await mutation.mutateAsync({ csv, dryRun });
      setChecked(report.problems.length === 0 ? { csv, report } : null);
    } catch (error) {
      setChecked(null);
      setFailure(isApiClientError(error) && error.status === 422 ? _('screens.console.products.csv.checkAgain') : _('screens.console.products.csv.failed'));
    }
  }

  const check = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };
  const report = mutation.data;

  return (
    <section className={styles.csv} aria-labelledby={headingId}>
      <h2 id={headingId}>{_('screens.console.products.csv.title')}</h2>
      <p>{_('screens.console.products.csv.intro')}</p>
      <p>
        <a href={PRODUCTS_CSV_EXPORT_PATH} download className={buttonClass('outline')}>
          {_('screens.console.products.csv.export')}
        </a>
      </p>
      <form onSubmit={check} aria-label={_('screens.console.products.csv.importLabel')} noValidate>
        <label htmlFor={fileId}>{_('screens.console.products.csv.file')}</label>
        <input
          id={fileId}
          type="file"
          name="csv"
          accept=".csv,text/csv"
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setChecked(null);
            setFailure(null);
            mutation.reset();
          }}
        />
        <div className={styles.csvActions}>
          <button type="submit" className={buttonClass('outline')} disabled={mutation.isPending}>
            {_('screens.console.products.csv.check')}
          </button>
          <button type="button" className={buttonClass('primary')} disabled={!checked || checked.report.written || mutation.isPending} onClick={() => void run(false)}>
            {_('screens.console.products.csv.import')}
          </button>
        </div>
      </form>
      {failure && <FormAlert key={failure}>{failure}</FormAlert>}
      {report && !failure && <ImportReport report={report} problemsId={problemsId} />}
    </section>
  );
}

function ImportReport({ report, problemsId }: { report: ProductImportReport; problemsId: string }) {
  const { _ } = useLingui();
  const counts = { created: report.created, updated: report.updated, unchanged: report.unchanged };
  return (
    <div role="status">
      {report.ignoredColumns.length > 0 && <p>{_('screens.console.products.csv.ignored', { columns: report.ignoredColumns.join(', ') })}</p>}
      {report.problems.length === 0 ? (
        <p>{report.written ? _('screens.console.products.csv.imported', counts) : _('screens.console.products.csv.ready', counts)}</p>
      ) : (
        <>
          <p id={problemsId}>{_('screens.console.products.csv.problems', { count: report.problems.length })}</p>
          <TableRegion labelledBy={problemsId}>
            <thead>
              <tr>
                <th scope="col">{_('screens.console.products.csv.row')}</th>
                <th scope="col">{_('screens.console.products.csv.column')}</th>
                <th scope="col">{_('screens.console.products.csv.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((problem, index) => (
                <tr key={index}>
                  <td>{problem.row}</td>
                  <td>{problem.column ?? '—'}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </>
      )}
    </div>
  );
}
