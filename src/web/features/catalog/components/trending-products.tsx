import { useTrendingProducts } from '@web/features/catalog/api/get-trending-products';
import { LoadError } from '@web/components/ui/load-error';
import { deferredPart } from '@web/components/layout/page-parts';
import styles from '@web/features/catalog/components/trending-products.module.css';
import { useLingui } from '@lingui/react';

const loadCarousel = () => import('@web/features/catalog/components/product-carousel');
// Its code (Embla's) comes once it is on screen: below the fold, it costs the first load nothing.
const ProductCarousel = deferredPart('carousel', async () => (await loadCarousel()).ProductCarousel, 'visible');

function CarouselSkeleton() {
  const { _ } = useLingui();
  return (
    <div className={styles.skeleton}>
      <p role="status" className="visually-hidden">
        {_('common.loadingProducts')}
      </p>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true" />
      ))}
    </div>
  );
}

/** The home page carousel of the nine trending products, with its loading and error states. */
export function TrendingProducts() {
  const { _ } = useLingui();
  const products = useTrendingProducts();
  if (products.isPending) return <CarouselSkeleton />;
  if (products.isError) return <LoadError message={_('common.loadFailed.products')} onRetry={() => void products.refetch()} />;
  return <ProductCarousel products={products.data} fallback={<CarouselSkeleton />} />;
}
