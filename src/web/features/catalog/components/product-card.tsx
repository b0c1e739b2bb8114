import { useEffect, useId, useRef } from 'react';
import type { Product } from '@shared/contracts/products';
import { buttonClass } from '@web/components/ui/button-class';
import { usePrefersReducedMotion } from '@web/lib/use-media-query';
import styles from '@web/features/catalog/components/product-card.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

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
      <img
        src={product.image.src}
        alt={product.image.alt}
        width={product.image.width}
        height={product.image.height}
        className={styles.image}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <h2 id={nameId} className={styles.name}>
          {product.name}
        </h2>
        <p className={styles.description}>{product.description}</p>
        <p className={styles.price}>{format.price(product.priceCents)}</p>
        <button
          type="button"
          className={buttonClass('primary', { block: true })}
          onClick={() => onAddToCart(product)}
        >
          {_('screens.shop.addToCart')}
          <span className="visually-hidden"> {_('screens.shop.addToCartFor', { name: product.name })}</span>
        </button>
      </div>
    </article>
  );
}
