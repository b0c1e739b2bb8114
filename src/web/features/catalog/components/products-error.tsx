import { buttonClass } from '@web/components/ui/button-class';
import styles from '@web/features/catalog/components/products-error.module.css';

export function ProductsError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>We couldn't load products. Please try again.</p>
      <button type="button" className={buttonClass('primary', { size: 'small' })} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
