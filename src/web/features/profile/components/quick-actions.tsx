import type { ReactNode } from 'react';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import styles from '@web/features/profile/components/profile-sections.module.css';
import { useLingui } from '@lingui/react';

/** 24px line icons; decorative, the link text says where it goes. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.actionIcon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const calendar = (
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </>
);

const actions = [
  {
    label: 'common.nav.bookAppointment',
    href: paths.bookAppointment.getHref(),
    icon: (
      <Icon>
        {calendar}
        <path d="M12 13v5M9.5 15.5h5" />
      </Icon>
    ),
  },
  {
    label: 'screens.profile.checkAppointments',
    href: paths.checkAppointment.getHref(),
    icon: (
      <Icon>
        {calendar}
        <path d="m9 15.5 2 2 4-4" />
      </Icon>
    ),
  },
  {
    label: 'common.nav.shop',
    href: paths.shop.getHref(),
    icon: (
      <Icon>
        <path d="M6 7h12l-1 14H7L6 7Z" />
        <path d="M9 10V6a3 3 0 0 1 6 0v4" />
      </Icon>
    ),
  },
  {
    label: 'screens.cart.viewCart',
    href: paths.cart.getHref(),
    icon: (
      <Icon>
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.5 12h11.5l2-8H6.2" />
      </Icon>
    ),
  },
] as const;

/** Spec §2 Profile: book an appointment, check appointments, shop, view the cart. */
export function QuickActions() {
  const { _ } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className={styles.title}>
        {_('screens.profile.quickActions')}
      </h2>
      <ul className={styles.actions}>
        {actions.map((action) => (
          <li key={action.href}>
            <Link to={action.href} className={styles.action}>
              {action.icon}
              {_(action.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
