import { Link } from 'react-router';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { LogoMark } from '@web/components/layout/logo-mark';
import styles from '@web/components/layout/site-logo.module.css';

export function SiteLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={paths.home.getHref()} className={styles.logo} onClick={onNavigate}>
      <LogoMark />
      <span className={styles.name}>{siteConfig.brand}</span>
    </Link>
  );
}
