import { Link, useLocation } from '@web/lib/routing';
import { siteConfig } from '@shared/site-config/site-config';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { BlogCard } from '@web/features/blog/components/blog-card';
import { useLatestBlogPosts } from '@web/features/blog/api/get-blog-posts';
import { useBlogFeedHead } from '@web/features/blog/components/blog-feed-head';
import { TrendingProducts } from '@web/features/catalog/components/trending-products';
import { deferredPart } from '@web/components/layout/page-parts';
import { useShopText } from '@web/lib/shop-texts';
import { useSiteContent } from '@web/lib/site-content';
import { useDocumentTitle } from '@web/lib/use-document-title';
import styles from '@web/routes/home.module.css';
import { useLingui } from '@lingui/react';

/** A message id another screen sent the visitor home with, such as the provider guard's 'Access denied'. */
function useRedirectError(): string | undefined {
  const { state } = useLocation();
  const error: unknown = (state as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error !== '' ? error : undefined;
}

// At the foot of the page: its code (and the query client it sends the address with)
// comes when it is on screen; a tap on its button before then is kept (page-parts.tsx).
const NewsletterSignup = deferredPart(
  'newsletter-signup',
  async () => (await import('@web/features/newsletter/components/newsletter-signup')).NewsletterSignup,
  'visible',
);

export function HomeRoute() {
  const { _ } = useLingui();
  useDocumentTitle();
  const redirectError = useRedirectError();
  const content = useSiteContent();
  const tagline = useShopText('tagline', content.tagline);
  // The latest two published care tips (issue 30), the spec's two until the owner writes
  // more, shown in the order they were written (the spec's cards: 1, then 2).
  const tips = [...(useLatestBlogPosts().data?.posts ?? [])].reverse();
  useBlogFeedHead();

  return (
    <>
      {redirectError && (
        <div className="container">
          <p role="alert" className={styles.alert}>
            {_(redirectError)}
          </p>
        </div>
      )}

      <section className={styles.hero} aria-labelledby="hero-heading">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>
              {_('common.home.eyebrow', { city: siteConfig.address.city, province: siteConfig.address.provinceName })}
            </p>
            <h1 id="hero-heading">{_('common.home.welcome', { brand: siteConfig.brand })}</h1>
            <p className={styles.lead}>{tagline}</p>
            <div className={styles.heroActions}>
              <Link to={paths.shop.getHref()} className={buttonClass('primary', { size: 'large' })}>
                {_('common.home.shopNow')}
              </Link>
              <Link to={paths.bookAppointment.getHref()} className={buttonClass('outline', { size: 'large' })}>
                {_('common.nav.bookAppointment')}
              </Link>
            </div>
          </div>
          <img
            src="/images/hero.svg"
            alt=""
            width={560}
            height={440}
            className={styles.heroImage}
            fetchPriority="high"
          />
        </div>
      </section>

      {/* Not a named region itself: the carousel inside is the "Trending products" region. */}
      <section className={styles.section}>
        <div className="container">
          <h2>{_('common.home.trendingProducts')}</h2>
          <TrendingProducts />
          <div className={styles.center}>
            <Link to={paths.shop.getHref()} className={buttonClass('primary')}>
              {_('common.home.shopNow')}
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="vet-heading">
        <div className="container">
          <div className={styles.cta}>
            <svg className={styles.ctaIcon} width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
              <circle cx="32" cy="32" r="32" fill="#dcefed" />
              <path d="M27 16h10v11h11v10H37v11H27V37H16V27h11z" fill="#1f6f6b" />
            </svg>
            <div className={styles.ctaText}>
              <h2 id="vet-heading">{_('common.home.vetHeading')}</h2>
              <p>{_('common.home.vetText')}</p>
            </div>
            <Link to={paths.bookAppointment.getHref()} className={buttonClass('accent', { size: 'large' })}>
              {_('common.nav.bookAppointment')}
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="tips-heading">
        <div className="container">
          <h2 id="tips-heading">{_('common.footer.petCareTips')}</h2>
          <div className={styles.tips}>
            {tips.map((post) => (
              <BlogCard key={post.id} post={post} />
            ))}
          </div>
        </div>
      </section>

      <NewsletterSignup className={`container ${styles.section}`} />
    </>
  );
}
