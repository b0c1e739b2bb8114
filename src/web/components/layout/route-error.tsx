import { Component, type ReactNode } from 'react';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/components/layout/route-error.module.css';
import { useLingui } from '@lingui/react';

/** Shown in place of a screen that failed to load or render (for example after a new release). */
export function RouteError() {
  const { _ } = useLingui();
  useDocumentTitle(_('common.routeError.title'));

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

interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** The page shown: a failed screen gives way once the visitor goes elsewhere. */
  page: string;
}

/** Catches a screen that fails to load or render, showing RouteError inside the layout, navigation intact. */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, { failedOn?: string }> {
  override state: { failedOn?: string } = {};

  static getDerivedStateFromError(): { failedOn: string } {
    return { failedOn: '' };
  }

  static getDerivedStateFromProps({ page }: ScreenErrorBoundaryProps, { failedOn }: { failedOn?: string }) {
    if (failedOn === '') return { failedOn: page };
    return failedOn !== undefined && failedOn !== page ? { failedOn: undefined } : null;
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failedOn === undefined ? this.props.children : <RouteError />;
  }
}
