import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@web/lib/routing';
import useEmblaCarousel from 'embla-carousel-react';
import AutoScroll from 'embla-carousel-auto-scroll';
import type { Product } from '@shared/contracts/products';
import { paths } from '@shared/routes/paths';
import { srcsetAttributes } from '@web/features/catalog/components/product-picture';
import { usePrefersReducedMotion } from '@web/lib/use-media-query';
import styles from '@web/features/catalog/components/product-carousel.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/** How wide a slide's picture is drawn (product-carousel.module.css): 42vw, from 170 to 240 px. */
const SLIDE_PICTURE_SIZES = '(max-width: 404px) 170px, (max-width: 571px) 42vw, 240px';

/** The spec's carousel: "autoplays at speed 4 with margin 25" (the 25 px gap is in the CSS). */
const autoScrollOptions = {
  speed: 4,
  stopOnMouseEnter: true,
  stopOnFocusIn: true,
  // Resume after the pointer leaves, focus moves on, or a drag ends.
  stopOnInteraction: false,
} as const;

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Home page "Trending Products": the nine trending products, auto-scrolling. Loaded as its
 * own chunk so Embla is not part of the first load.
 */
export function ProductCarousel({ products }: { products: Product[] }) {
  const { _ } = useLingui();
  const format = useFormat();
  const reducedMotion = usePrefersReducedMotion();
  // No autoplay at all for visitors who ask for reduced motion.
  const plugins = useMemo(() => (reducedMotion ? [] : [AutoScroll(autoScrollOptions)]), [reducedMotion]);
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', dragFree: true }, plugins);

  // Pause is the visitor's choice and outlasts hover and focus, which would otherwise resume it.
  const [paused, setPaused] = useState(false);
  const pausedRef = useRef(false);
  useEffect(() => {
    const autoScroll = emblaApi?.plugins().autoScroll;
    if (!emblaApi || !autoScroll) return;
    const keepPaused = () => {
      if (pausedRef.current) queueMicrotask(() => autoScroll.stop());
    };
    emblaApi.on('autoScroll:play', keepPaused);
    return () => {
      emblaApi.off('autoScroll:play', keepPaused);
    };
  }, [emblaApi]);

  const setUserPaused = useCallback(
    (nextPaused: boolean) => {
      pausedRef.current = nextPaused;
      setPaused(nextPaused);
      const autoScroll = emblaApi?.plugins().autoScroll;
      if (!autoScroll) return;
      if (nextPaused) autoScroll.stop();
      else autoScroll.play(0);
    },
    [emblaApi],
  );

  const scrollBy = (direction: 'prev' | 'next') => {
    if (!emblaApi) return;
    if (emblaApi.plugins().autoScroll) setUserPaused(true);
    if (direction === 'prev') emblaApi.scrollPrev();
    else emblaApi.scrollNext();
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={_('common.carousel.label')} className={styles.carousel}>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => scrollBy('prev')}>
          <ChevronIcon direction="left" />
          <span className="visually-hidden">{_('common.carousel.previous')}</span>
        </button>
        <button type="button" className={styles.toggle} onClick={() => setUserPaused(!paused)}>
          {paused ? _('common.carousel.play') : _('common.carousel.pause')}
          <span className="visually-hidden"> {_('common.carousel.scrollingProducts')}</span>
        </button>
        <button type="button" className={styles.control} onClick={() => scrollBy('next')}>
          <ChevronIcon direction="right" />
          <span className="visually-hidden">{_('common.carousel.next')}</span>
        </button>
      </div>
      <div className={styles.viewport} ref={viewportRef} data-testid="carousel-viewport">
        <div className={styles.container} data-testid="carousel-track">
          {products.map((product, index) => (
            <div
              key={product.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={_('common.carousel.slide', { position: index + 1, count: products.length })}
            >
              <Link to={paths.shop.getHref(product.id)} className={styles.card} draggable={false}>
                <img
                  {...srcsetAttributes(product.image, SLIDE_PICTURE_SIZES)}
                  src={product.image.src}
                  alt=""
                  width={product.image.width}
                  height={product.image.height}
                  className={styles.image}
                  draggable={false}
                  decoding="async"
                />
                <span className={styles.name}>{product.carouselName}</span>
                <span className={styles.price}>{format.price(product.priceCents)}</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
