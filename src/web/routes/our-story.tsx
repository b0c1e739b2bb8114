import { Link } from 'react-router';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/our-story.module.css';

const ownerVision = [
  'Food, toys and everyday supplies for your pet in one place, with prices you can see up front.',
  'Grooming, vet and training appointments you can book online in a minute, at a time that suits you.',
  "Each pet's details kept in one profile, so every visit starts with what matters: age, breed and any special needs.",
  'Your appointments in one list, to check, reschedule or cancel yourself, day or night.',
];

const providerVision = [
  'A clear list of the appointments assigned to you, with the pet, the service and any special instructions.',
  'Bookings only at times you are actually free, so no double bookings and fewer phone calls.',
  'More time with the animals and less time on paperwork.',
  'A loyal local clientele that grows through good work, reviews and word of mouth.',
];

const highlights = [
  {
    title: 'Convenience',
    text: 'Shop, book and manage appointments from one account, on your phone or your computer. Booking confirmations arrive by email, and your cart is waiting on any device.',
    icon: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4v4.5l3 2',
  },
  {
    title: 'Trust and Transparency',
    text: 'Prices are shown before you commit, with HST itemised at checkout. Reviews from fellow pet owners will help you choose with confidence, and our team is always a phone call away.',
    icon: 'M12 3.5 5 6.5v5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9v-5l-7-3Zm-3 8.6 2.2 2.2L15.5 10',
  },
  {
    title: 'Community',
    text: 'Pet care tips written by our team, and a growing community of pet lovers who swap advice, recommend trails and cheer each other on through puppy training and kitten chaos.',
    icon: 'M12 19.5s-7-4.2-7-9.3A3.9 3.9 0 0 1 12 8a3.9 3.9 0 0 1 7 2.2c0 5.1-7 9.3-7 9.3Z',
  },
];

export function OurStoryRoute() {
  useDocumentTitle('Our Story');
  const { brand, address } = siteConfig;

  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby="story-heading">
        <div className="container">
          <h1 id="story-heading">Our Story</h1>
          <p className={styles.lead}>
            {brand} began with a simple idea: looking after a pet should feel as good as having one.
          </p>
          <p>
            We are pet owners ourselves, in {address.city}, {address.provinceName}. We know the juggling act: a
            bag of food running low, a dog overdue for a nail trim, a vaccine reminder stuck to the fridge.
            So we built one friendly place where you can shop for the things your pet needs, book the care
            they deserve, and find advice you can trust from people who love animals as much as you do.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="vision-heading">
        <div className="container">
          <h2 id="vision-heading">Our Vision</h2>
          <div className={styles.visionGrid}>
            <div className={styles.visionCard}>
              <h3>For pet owners</h3>
              <ul className={styles.checkList}>
                {ownerVision.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div className={styles.visionCard}>
              <h3>For service providers</h3>
              <ul className={styles.checkList}>
                {providerVision.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="different-heading">
        <div className="container">
          <h2 id="different-heading">What Makes Us Different</h2>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight.title} className={styles.highlight}>
                <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
                  <circle cx="12" cy="12" r="12" fill="#fde3d3" />
                  <path
                    d={highlight.icon}
                    fill="none"
                    stroke="#b4441c"
                    strokeWidth="1.6"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    transform="translate(2.4 2.4) scale(0.8)"
                  />
                </svg>
                <h3>{highlight.title}</h3>
                <p>{highlight.text}</p>
              </li>
            ))}
          </ul>
          <p className={styles.tipsLink}>
            New to pet care, or just curious? Start with our{' '}
            <Link to={paths.blogPost.getHref(1)}>pet care tips</Link>.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="explore-heading">
        <div className="container">
          <div className={styles.closing}>
            <h2 id="explore-heading">Come and Say Hello</h2>
            <p>
              Browse the shop, book a visit, or drop by the store on {address.street}. Your pet is always
              welcome to come along.
            </p>
            <Link to={paths.shop.getHref()} className={buttonClass('primary', { size: 'large' })}>
              Explore Now
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
