import type { Product } from '@shared/contracts/products';

interface ProductPictureProps {
  image: Product['image'];
  /**
   * How wide the picture is drawn, as the img's `sizes` says it (CSS media conditions and
   * widths), so the browser fetches the narrowest copy that fills it on this screen.
   */
  sizes: string;
  className?: string;
  /** The page's largest picture (a product's own page): fetched first. Otherwise it waits until it is near the screen. */
  priority?: boolean;
}

/**
 * A product's picture at its stored size, so the page keeps its place before it loads; an
 * upload also offers its smaller copies (issue 28), so a phone never fetches the owner's
 * full-size photo.
 */
export function ProductPicture({ image, sizes, className, priority = false }: ProductPictureProps) {
  return (
    // srcset, sizes and loading before src: a browser that starts fetching when src is set
    // then already knows which copy, and when, it needs.
    <img
      {...srcsetAttributes(image, sizes)}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
    />
  );
}

/**
 * The img's `srcSet` and `sizes` for a picture with smaller copies; nothing for one without
 * (a demo drawing, which scales), which keeps its `src` alone.
 */
export function srcsetAttributes(image: Product['image'], sizes: string): { srcSet?: string; sizes?: string } {
  if (!image.srcset?.length) return {};
  return { srcSet: image.srcset.map(({ src, width }) => `${src} ${width}w`).join(', '), sizes };
}
