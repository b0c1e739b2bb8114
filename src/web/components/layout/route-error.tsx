import { Link, useRouteError } from 'react-router';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/components/layout/route-error.module.css';

/** Shown in place of a screen that failed to load or render (for example after a new release). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  console.error(error);

  return (
    <section className={`container ${styles.error}`}>
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reloading usually fixes it.</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to={paths.home.getHref()} className={buttonClass('outline')}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
