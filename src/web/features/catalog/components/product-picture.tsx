import type { Product } from '@shared/contracts/products';

interface ProductPictureProps {
  image: Product['image'];
  className?: string;
  /** The page's largest picture (a product's own page): fetched first. Otherwise it waits until it is near the screen. */
  priority?: boolean;
}

/** A product's picture at its stored size, so the page keeps its place before it loads. */
export function ProductPicture({ image, className, priority = false }: ProductPictureProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
