import { useState } from 'react';
import { variantMatching } from '@shared/catalogue/variants';
import type { ProductPage } from '@shared/contracts/products';
import { paths } from '@shared/routes/paths';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import { buttonClass } from '@web/components/ui/button-class';
import styles from '@web/features/catalog/components/product-details.module.css';
import { ProductPicture } from '@web/features/catalog/components/product-picture';
import { VariantPicker } from '@web/features/catalog/components/variant-picker';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/**
 * How wide the page's picture is drawn (product-details.module.css): the whole width on a
 * phone, half of it from 768 px, and half the page's 72rem at most.
 */
const PAGE_PICTURE_SIZES = '(min-width: 1152px) 516px, (min-width: 768px) 50vw, 100vw';

/**
 * A product's own page (issue 28): where it sits in the shop, its picture (the page's
 * largest paint, so fetched first), name, price in the reader's language, whether the
 * shop has it (the server says), description and the shop's Add to Cart. A product with
 * options has a picker; the price, stock and picture are then the chosen variant's, and
 * Add to Cart adds that variant (`onAddToCart` gets its id; none for a product without options).
 */
export function ProductDetails({ page, onAddToCart }: { page: ProductPage; onAddToCart: (variantId?: number) => void }) {
  const { _ } = useLingui();
  const format = useFormat();
  const { product } = page;
  const hasOptions = product.variants.length > 1 || product.options.length > 0;
  // The first variant on the shelf is chosen to begin with (the first of all when none is).
  const [chosen, setChosen] = useState<Record<string, string>>(() => {
    const first = product.variants.find((variant) => variant.inStock) ?? product.variants[0];
    return Object.fromEntries((first?.options ?? []).map((option) => [option.name, option.value]));
  });
  const variant = hasOptions ? variantMatching(product.variants, chosen) : undefined;
  const priceCents = variant?.priceCents ?? product.priceCents;
  const inStock = hasOptions ? (variant?.inStock ?? false) : page.inStock;
  const image = variant?.image ?? product.image;
  return (
    <article className={styles.product} aria-labelledby="product-name">
      <Breadcrumbs
        label={_('screens.product.breadcrumbs')}
        crumbs={[
          { label: _('screens.product.home'), to: paths.home.getHref() },
          { label: _('common.nav.shop'), to: paths.shop.getHref() },
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <ProductPicture image={image} sizes={PAGE_PICTURE_SIZES} className={styles.image} priority />
        <div className={styles.details}>
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          {hasOptions && (
            <VariantPicker options={product.options} chosen={chosen} onChoose={(name, value) => setChosen((current) => ({ ...current, [name]: value }))} />
          )}
          {/* Said again when another variant is chosen. */}
          <div aria-live="polite">
            <p className={styles.price}>{variant || !hasOptions ? format.price(priceCents) : _('screens.product.noSuchVariant')}</p>
            <p className={`${styles.stock} ${inStock ? styles.inStock : styles.outOfStock}`}>
              {inStock ? _('screens.product.inStock') : _('screens.product.outOfStock')}
            </p>
          </div>
          <p className={styles.description}>{product.description}</p>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={hasOptions && !variant}
            onClick={() => (variant ? onAddToCart(variant.id) : onAddToCart())}
          >
            {_('screens.shop.addToCart')}
          </button>
        </div>
      </div>
    </article>
  );
}
