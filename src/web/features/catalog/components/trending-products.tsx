import { lazy, Suspense, useEffect } from 'react';
import { useProducts } from '@web/features/catalog/api/get-products';
import { LoadError } from '@web/components/ui/load-error';
import { takenOverAfter } from '@web/components/layout/hydrate-apart';
import styles from '@web/features/catalog/components/trending-products.module.css';
import { useLingui } from '@lingui/react';

const loadCarousel = () => import('@web/features/catalog/components/product-carousel');
// A tap on the prerendered carousel (D25) waits for its code before it is done (HydrateApart).
const ProductCarousel = lazy(async () => ({ default: (await takenOverAfter(loadCarousel())).ProductCarousel }));

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

/** The home page carousel of all products from the catalogue API, with its loading and error states. */
export function TrendingProducts() {
  const { _ } = useLingui();
  const products = useProducts();
  // Fetch the carousel code while the products load, not after.
  useEffect(() => {
    void loadCarousel();
  }, []);

  if (products.isPending) return <CarouselSkeleton />;
  if (products.isError) return <LoadError message={_('common.loadFailed.products')} onRetry={() => void products.refetch()} />;
  return (
    <Suspense fallback={<CarouselSkeleton />}>
      <ProductCarousel products={products.data} />
    </Suspense>
  );
}
