import type { ProductPage } from '@shared/contracts/products';
import { paths } from '@shared/routes/paths';
import { Breadcrumbs } from '@web/components/ui/breadcrumbs';
import { buttonClass } from '@web/components/ui/button-class';
import styles from '@web/features/catalog/components/product-details.module.css';
import { ProductPicture } from '@web/features/catalog/components/product-picture';
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
 * shop has it (the server says), description and the shop's Add to Cart.
 */
export function ProductDetails({ page: { product, inStock }, onAddToCart }: { page: ProductPage; onAddToCart: () => void }) {
  const { _ } = useLingui();
  const format = useFormat();
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
        <ProductPicture image={product.image} sizes={PAGE_PICTURE_SIZES} className={styles.image} priority />
        <div className={styles.details}>
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          <p className={styles.price}>{format.price(product.priceCents)}</p>
          <p className={`${styles.stock} ${inStock ? styles.inStock : styles.outOfStock}`}>
            {inStock ? _('screens.product.inStock') : _('screens.product.outOfStock')}
          </p>
          <p className={styles.description}>{product.description}</p>
          <button type="button" className={buttonClass('primary')} onClick={onAddToCart}>
            {_('screens.shop.addToCart')}
          </button>
        </div>
      </div>
    </article>
  );
}
