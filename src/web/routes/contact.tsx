import { siteConfig } from '@shared/site-config/site-config';
import { useOpeningHoursLines } from '@web/lib/shop-hours';
import { useShopText } from '@web/lib/shop-texts';
import { useSiteContent } from '@web/lib/site-content';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/contact.module.css';
import { useLingui } from '@lingui/react';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('common.nav.contact'));
  const { address, contact, team } = siteConfig;
  const hours = useOpeningHoursLines();
  const notes = useShopText('contactNotes', _('screens.contact.intro'));
  const { teamRole } = useSiteContent();

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{_('screens.contact.title')}</h1>
        <p className={styles.intro}>{notes}</p>
      </header>

      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="address-heading">
          <h2 id="address-heading">{_('screens.contact.visitUs')}</h2>
          <address className={styles.address}>
            <strong>{address.name}</strong>
            <br />
            {address.street}
            <br />
            {address.city}, {address.province}
            <br />
            {address.country}
          </address>
        </section>

        <section className={styles.card} aria-labelledby="contact-info-heading">
          <h2 id="contact-info-heading">{_('screens.contact.info')}</h2>
          <dl className={styles.details}>
            <div>
              <dt>{_('screens.account.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>{_('screens.contact.phone')}</dt>
              <dd>
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{_('screens.contact.hours')}</dt>
              <dd>
                {hours.failed ? (
                  _('common.hours.unavailable')
                ) : (
                  <ul className={styles.hours} aria-busy={hours.lines === undefined}>
                    {hours.lines?.map((line) => <li key={line}>{line}</li>)}
                  </ul>
                )}
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <section className={styles.team} aria-labelledby="team-heading">
        <h2 id="team-heading">{_('screens.contact.team')}</h2>
        <ul className={styles.teamGrid}>
          {team.map((member) => (
            <li key={member.id} className={styles.member}>
              <span className={styles.avatar} aria-hidden="true">
                {member.name.charAt(0)}
              </span>
              <div>
                <div className={styles.nameRow}>
                  <h3 className={styles.memberName}>{member.name}</h3>
                  {member.role === 'Team Leader' && <span className={styles.badge}>{_('screens.contact.leader')}</span>}
                </div>
                <p className={styles.role}>{teamRole(member.role)}</p>
                <p className={styles.memberContact}>
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                  <br />
                  <a href={telHref(member.phone)}>{member.phone}</a>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
