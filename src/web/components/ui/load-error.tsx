import { useLingui } from '@lingui/react';
import { buttonClass } from '@web/components/ui/button-class';
import styles from '@web/components/ui/load-error.module.css';

/** A screen's failed read: what could not be loaded (a whole sentence from the caller's catalogue) and a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { _ } = useLingui();
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <button type="button" className={buttonClass('primary', { size: 'small' })} onClick={onRetry}>
        {_('common.tryAgain')}
      </button>
    </div>
  );
}
