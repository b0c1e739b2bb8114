import { Link, useRouteError } from 'react-router';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/components/layout/route-error.module.css';
import { useLingui } from '@lingui/react';

/** Shown in place of a screen that failed to load or render (for example after a new release). */
export function RouteError() {
  const { _ } = useLingui();
  const error = useRouteError();
  useDocumentTitle(_('common.routeError.title'));
  console.error(error);

  return (
    <section className={`container ${styles.error}`}>
      <h1>{_('common.routeError.title')}</h1>
      <p>{_('common.routeError.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {_('common.routeError.reload')}
        </button>
        <Link to={paths.home.getHref()} className={buttonClass('outline')}>
          {_('common.backToHome')}
        </Link>
      </div>
    </section>
  );
}
