import { buttonClass } from '@web/components/ui/button-class';
import styles from '@web/components/ui/load-error.module.css';

/** "We couldn't load {what}. Please try again." with a retry, for any screen's failed read. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p>We couldn&apos;t load {what}. Please try again.</p>
      <button type="button" className={buttonClass('primary', { size: 'small' })} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
