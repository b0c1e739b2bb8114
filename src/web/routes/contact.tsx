import { siteConfig } from '@shared/site-config/site-config';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/contact.module.css';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactRoute() {
  useDocumentTitle('Contact');
  const { address, contact, team } = siteConfig;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>Get In Touch</h1>
        <p className={styles.intro}>
          Questions about your pet's food, a product or an upcoming appointment? We would love to hear from you
          and from your pets. Groomers, trainers, vets and local businesses interested in a partnership are
          warmly welcome to reach out too.
        </p>
      </header>

      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="address-heading">
          <h2 id="address-heading">Visit Us</h2>
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
          <h2 id="contact-info-heading">Contact Info</h2>
          <dl className={styles.details}>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Hours</dt>
              <dd>
                <ul className={styles.hours}>
                  {contact.hours.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <section className={styles.team} aria-labelledby="team-heading">
        <h2 id="team-heading">Meet Our Team</h2>
        <ul className={styles.teamGrid}>
          {team.map((member) => (
            <li key={member.id} className={styles.member}>
              <span className={styles.avatar} aria-hidden="true">
                {member.name.charAt(0)}
              </span>
              <div>
                <div className={styles.nameRow}>
                  <h3 className={styles.memberName}>{member.name}</h3>
                  {member.role === 'Team Leader' && <span className={styles.badge}>Leader</span>}
                </div>
                <p className={styles.role}>{member.role}</p>
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
