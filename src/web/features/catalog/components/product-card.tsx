import { useEffect, useId, useRef } from 'react';
import { Link } from '@web/lib/routing';
import { ProductPicture } from '@web/features/catalog/components/product-picture';
import type { Product } from '@shared/contracts/products';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { usePrefersReducedMotion } from '@web/lib/use-media-query';
import styles from '@web/features/catalog/components/product-card.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/**
 * How wide a card's picture is drawn (shop.module.css's grid): two cards a row on a phone,
 * one on a screen just wider, then at most about 360 CSS pixels (three a row in the page's
 * 72rem).
 */
const CARD_PICTURE_SIZES = '(max-width: 520px) 50vw, (max-width: 540px) 100vw, 360px';

interface ProductCardProps {
  product: Product;
  /** The product the visitor came for (/shop?product={id}): scrolled to, focused and marked. */
  selected: boolean;
  onAddToCart: (product: Product) => void;
}

export function ProductCard({ product, selected, onAddToCart }: ProductCardProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const nameId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const href = paths.product.getHref(product.slug);

  useEffect(() => {
    const card = cardRef.current;
    if (!selected || !card) return;
    card.focus({ preventScroll: true });
    card.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
  }, [selected, reducedMotion]);

  return (
    <article
      ref={cardRef}
      className={`${styles.card} ${selected ? styles.selected : ''}`}
      aria-labelledby={nameId}
      aria-current={selected ? 'true' : undefined}
      tabIndex={selected ? -1 : undefined}
      data-product-id={product.id}
    >
      {selected && <p className={styles.badge}>{_('screens.shop.selected')}</p>}
      {/* The picture leads to the product's page too, as the name does; one stop for the keyboard, on the name. */}
      <Link to={href} tabIndex={-1} className={styles.imageLink}>
        <ProductPicture image={product.image} sizes={CARD_PICTURE_SIZES} className={styles.image} />
      </Link>
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {product.name}
          </Link>
        </h2>
        <p className={styles.description}>{product.description}</p>
        {/* A product with several variants is chosen on its page (issue 28); one without options is added here, as ever. */}
        {product.variants.length > 1 ? (
          <>
            <p className={styles.price}>{_('screens.shop.priceFrom', { price: format.price(product.priceCents) })}</p>
            <Link to={href} className={buttonClass('primary', { block: true })}>
              {_('screens.shop.chooseOptions')}
              <span className="visually-hidden"> {_('screens.shop.addToCartFor', { name: product.name })}</span>
            </Link>
          </>
        ) : (
          <>
            <p className={styles.price}>{format.price(product.priceCents)}</p>
            <button type="button" className={buttonClass('primary', { block: true })} onClick={() => onAddToCart(product)}>
              {_('screens.shop.addToCart')}
              <span className="visually-hidden"> {_('screens.shop.addToCartFor', { name: product.name })}</span>
            </button>
          </>
        )}
      </div>
    </article>
  );
}
