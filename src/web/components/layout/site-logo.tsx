import { Link } from '@web/lib/routing';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { LogoMark } from '@web/components/layout/logo-mark';
import styles from '@web/components/layout/site-logo.module.css';

/** The logo, which goes home; `nameClassName` lets a tight bar show the mark alone (the name stays its accessible name). */
export function SiteLogo({ onNavigate, nameClassName }: { onNavigate?: () => void; nameClassName?: string }) {
  return (
    <Link to={paths.home.getHref()} className={styles.logo} onClick={onNavigate}>
      <LogoMark />
      <span className={nameClassName ? `${styles.name} ${nameClassName}` : styles.name}>{siteConfig.brand}</span>
    </Link>
  );
}
