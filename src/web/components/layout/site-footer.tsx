import { Link } from '@web/lib/routing';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import styles from '@web/components/layout/site-footer.module.css';
import { useLingui } from '@lingui/react';
import { useOpeningHoursLines } from '@web/lib/shop-hours';
import { LanguageSwitch } from '@web/components/layout/language-switch';
import { useShopText } from '@web/lib/shop-texts';
import { useSiteContent } from '@web/lib/site-content';
import { PolicyLink } from '@web/components/ui/policy-link';

const quickLinks = [
  { label: 'common.footer.home', to: paths.home.getHref() },
  { label: 'common.nav.shop', to: paths.shop.getHref() },
  { label: 'common.nav.bookAppointment', to: paths.bookAppointment.getHref() },
  { label: 'common.footer.giftCards', to: paths.giftCards.getHref() },
  { label: 'common.nav.ourStory', to: paths.ourStory.getHref() },
  { label: 'common.footer.petCareTips', to: paths.blogPost.getHref(1) },
];

export function SiteFooter() {
  const { _ } = useLingui();
  const { brand, address, contact, social } = siteConfig;
  const tagline = useShopText('tagline', useSiteContent().tagline);
  const year = new Date().getFullYear();
  const hours = useOpeningHoursLines();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <h2 className={styles.heading}>{brand}</h2>
          <p className={styles.muted}>{tagline}</p>
          <address className={styles.address}>
            {address.name}
            <br />
            {address.street}
            <br />
            {address.city}, {address.provinceName}, {address.country}
          </address>
        </div>

        <nav aria-label={_('common.footer.label')}>
          <h2 className={styles.heading}>{_('common.footer.quickLinks')}</h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{_(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>{_('common.footer.contact')}</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.contact.getHref()}>{_('common.footer.contactUs')}</Link>
            </li>
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </li>
            {hours.lines?.map((line) => <li key={line}>{line}</li>)}
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>{_('common.footer.followUs')}</h2>
          <ul className={styles.list}>
            {social.map((network) => (
              <li key={network.name}>
                <a href={network.url} target="_blank" rel="noopener noreferrer">
                  {network.name}
                  <span className="visually-hidden"> {_('common.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{_('common.footer.copyright', { year, brand })}</p>
          <p className={styles.policies}>
            <PolicyLink page="privacy" />
            <PolicyLink page="terms" />
          </p>
          <p>
            <LanguageSwitch />
          </p>
        </div>
      </div>
    </footer>
  );
}
