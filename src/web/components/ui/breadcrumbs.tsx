import { Link } from '@web/lib/routing';
import styles from '@web/components/ui/breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Where it leads; the last crumb, the page itself, has none. */
  to?: string;
}

/** Where a page sits in the site (Home › Shop › a product), the page itself marked as current. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb) => (
          <li key={crumb.label} className={styles.crumb}>
            {crumb.to === undefined ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.to} className={styles.link}>
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
