import { useLingui } from '@lingui/react';
import { NavLink, Outlet } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { useOwner } from '@web/features/console/components/require-owner';
import styles from '@web/features/console/components/console-layout.module.css';

const sections = [
  { label: 'screens.console.nav.overview', to: paths.consoleOverview.getHref(), end: true },
  { label: 'screens.console.nav.products', to: paths.consoleProducts.getHref(), end: false },
  { label: 'screens.console.nav.categories', to: paths.consoleCategories.getHref(), end: false },
  { label: 'screens.console.nav.lowStock', to: paths.consoleLowStock.getHref(), end: false },
  { label: 'screens.console.nav.services', to: paths.consoleServices.getHref(), end: false },
  { label: 'screens.console.nav.hours', to: paths.consoleHours.getHref(), end: false },
  { label: 'screens.console.nav.reportCards', to: paths.consoleReportCards.getHref(), end: false },
  { label: 'screens.console.nav.staff', to: paths.consoleStaff.getHref(), end: false },
  { label: 'screens.console.nav.appointments', to: paths.consoleAppointments.getHref(), end: false },
  { label: 'screens.console.nav.orders', to: paths.consoleOrders.getHref(), end: false },
  { label: 'screens.console.nav.customers', to: paths.consoleCustomers.getHref(), end: false },
  { label: 'screens.console.nav.giftCards', to: paths.consoleGiftCards.getHref(), end: false },
  { label: 'screens.console.nav.discounts', to: paths.consoleDiscounts.getHref(), end: false },
  { label: 'screens.console.nav.news', to: paths.consoleNews.getHref(), end: false },
  { label: 'screens.console.nav.audit', to: paths.consoleAudit.getHref(), end: false },
  { label: 'screens.console.nav.translations', to: paths.consoleTranslations.getHref(), end: false },
  { label: 'screens.console.nav.blog', to: paths.consoleBlog.getHref(), end: false },
] as const;

/**
 * Every console screen sits in this frame: the console's own navigation (a list of
 * links, the current one marked for screen readers too), then the screen, which gets
 * the signed-in owner as its outlet context like the guard gave it here.
 */
export function ConsoleLayout() {
  const { _ } = useLingui();
  const owner = useOwner();
  return (
    <div className="container page">
      <nav className={styles.nav} aria-label={_('screens.console.nav.label')}>
        <ul className={styles.links}>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {_(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={owner} />
    </div>
  );
}

/** A console screen's heading and one line on what it is for. */
export function ConsoleHeader({ title, intro, children }: { title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <div className={styles.header}>
      <div>
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
