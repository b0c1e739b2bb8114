import { useEffect, useId, useRef } from 'react';
import type { Product } from '@shared/contracts/products';
import { buttonClass } from '@web/components/ui/button-class';
import { usePrefersReducedMotion } from '@web/lib/use-media-query';
import styles from '@web/features/catalog/components/product-card.module.css';

interface ProductCardProps {
  product: Product;
  /** The product the visitor came for (/shop?product={id}): scrolled to, focused and marked. */
  selected: boolean;
  onAddToCart: (product: Product) => void;
}

export function ProductCard({ product, selected, onAddToCart }: ProductCardProps) {
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
      {selected && <p className={styles.badge}>Selected</p>}
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
        <p className={styles.price}>{product.price}</p>
        <button
          type="button"
          className={buttonClass('primary', { block: true })}
          onClick={() => onAddToCart(product)}
        >
          Add to Cart<span className="visually-hidden"> for {product.name}</span>
        </button>
      </div>
    </article>
  );
}
