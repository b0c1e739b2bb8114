import type { ReactNode } from 'react';
import styles from '@web/components/ui/table-region.module.css';

/**
 * A table that scrolls sideways on a narrow screen inside a region named by its heading:
 * focusable, so a keyboard scrolls it too (axe's scrollable-region-focusable).
 */
export function TableRegion({ labelledBy, className, children }: { labelledBy: string; className?: string; children: ReactNode }) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className={[styles.table, className].filter(Boolean).join(' ')}>{children}</table>
    </div>
  );
}
