import { Link } from 'react-router';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import styles from '@web/components/layout/site-footer.module.css';

const quickLinks = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Shop', to: paths.shop.getHref() },
  { label: 'Book Appointment', to: paths.bookAppointment.getHref() },
  { label: 'Our Story', to: paths.ourStory.getHref() },
  { label: 'Pet Care Tips', to: paths.blogPost.getHref(1) },
];

export function SiteFooter() {
  const { brand, tagline, address, contact, social } = siteConfig;
  const year = new Date().getFullYear();

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

        <nav aria-label="Footer">
          <h2 className={styles.heading}>Quick Links</h2>
          <ul className={styles.list}>
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={styles.heading}>Contact</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.contact.getHref()}>Contact us</Link>
            </li>
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>Follow Us</h2>
          <ul className={styles.list}>
            {social.map((network) => (
              <li key={network.name}>
                <a href={network.url} target="_blank" rel="noopener noreferrer">
                  {network.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © {year} {brand}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
