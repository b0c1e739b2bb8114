import { Link } from '@web/lib/routing';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { useShopText } from '@web/lib/shop-texts';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/our-story.module.css';
import { Trans, useLingui } from '@lingui/react';

const ownerVision = ['screens.story.owner1', 'screens.story.owner2', 'screens.story.owner3', 'screens.story.owner4'];
const providerVision = ['screens.story.provider1', 'screens.story.provider2', 'screens.story.provider3', 'screens.story.provider4'];

const highlights = [
  {
    title: 'screens.story.convenience',
    text: 'screens.story.convenienceText',
    icon: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4v4.5l3 2',
  },
  {
    title: 'screens.story.trust',
    text: 'screens.story.trustText',
    icon: 'M12 3.5 5 6.5v5c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9v-5l-7-3Zm-3 8.6 2.2 2.2L15.5 10',
  },
  {
    title: 'screens.story.community',
    text: 'screens.story.communityText',
    icon: 'M12 19.5s-7-4.2-7-9.3A3.9 3.9 0 0 1 12 8a3.9 3.9 0 0 1 7 2.2c0 5.1-7 9.3-7 9.3Z',
  },
];

export function OurStoryRoute() {
  const { _ } = useLingui();
  useDocumentTitle(_('common.nav.ourStory'));
  const { brand, address } = siteConfig;
  const about = useShopText('about', _('screens.story.intro', { city: address.city, province: address.provinceName }));

  return (
    <div className={styles.page}>
      <section className={styles.intro} aria-labelledby="story-heading">
        <div className="container">
          <h1 id="story-heading">{_('common.nav.ourStory')}</h1>
          <p className={styles.lead}>{_('screens.story.lead', { brand })}</p>
          <p>{about}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="vision-heading">
        <div className="container">
          <h2 id="vision-heading">{_('screens.story.vision')}</h2>
          <div className={styles.visionGrid}>
            <div className={styles.visionCard}>
              <h3>{_('screens.story.forOwners')}</h3>
              <ul className={styles.checkList}>
                {ownerVision.map((item) => (
                  <li key={item}>{_(item)}</li>
                ))}
              </ul>
            </div>
            <div className={styles.visionCard}>
              <h3>{_('screens.story.forProviders')}</h3>
              <ul className={styles.checkList}>
                {providerVision.map((item) => (
                  <li key={item}>{_(item)}</li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="different-heading">
        <div className="container">
          <h2 id="different-heading">{_('screens.story.different')}</h2>
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
                <h3>{_(highlight.title)}</h3>
                <p>{_(highlight.text)}</p>
              </li>
            ))}
          </ul>
          <p className={styles.tipsLink}>
            <Trans id="screens.story.tipsLink" components={{ 0: <Link to={paths.blogPost.getHref(1)} /> }} />
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="explore-heading">
        <div className="container">
          <div className={styles.closing}>
            <h2 id="explore-heading">{_('screens.story.sayHello')}</h2>
            <p>{_('screens.story.dropBy', { street: address.street })}</p>
            <Link to={paths.shop.getHref()} className={buttonClass('primary', { size: 'large' })}>
              {_('screens.story.exploreNow')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
