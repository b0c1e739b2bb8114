import { useId, type ReactNode } from 'react';
import type { ChartConfiguration, ChartType } from 'chart.js';
import { useLingui } from '@lingui/react';
import { TableRegion } from '@web/components/ui/table-region';
import { ChartCanvas } from '@web/features/console-dashboard/components/chart-canvas';
import styles from '@web/features/console-dashboard/components/dashboard.module.css';

/**
 * One figure of the dashboard: its heading, a chart, and beside it (below on a phone) a
 * table with the same numbers, so a screen reader, a keyboard or a printout gets them
 * too (D27). A long table can sit behind "Show as table". With nothing to show, one
 * sentence says so instead.
 */
export function FigurePanel<Type extends ChartType>({
  title,
  intro,
  empty,
  chart,
  table,
  tableBehind,
}: {
  title: string;
  intro?: string;
  /** Said instead of a chart when there is nothing to draw. */
  empty?: string | undefined;
  chart: ChartConfiguration<Type>;
  /** The table's head and body (the region around it is named by the title). */
  table: ReactNode;
  /** Put the table behind a disclosure with these words (for tables of a row per day). */
  tableBehind?: string;
}) {
  const { _ } = useLingui();
  const headingId = useId();
  const tableRegion = <TableRegion labelledBy={headingId}>{table}</TableRegion>;
  return (
    <div className={styles.panel}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p className={styles.muted}>{intro}</p>}
      {empty ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.figure}>
          <ChartCanvas config={chart} label={_('screens.console.dashboard.chartLabel', { title })} />
          {tableBehind ? (
            <details className={styles.details}>
              <summary>{tableBehind}</summary>
              {tableRegion}
            </details>
          ) : (
            tableRegion
          )}
        </div>
      )}
    </div>
  );
}
