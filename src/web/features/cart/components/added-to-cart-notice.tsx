import type { FocusEvent } from 'react';
import { Link } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import type { AddToCart } from '@web/features/cart/components/use-add-to-cart';
import styles from '@web/features/cart/components/added-to-cart-notice.module.css';
import { useLingui } from '@lingui/react';

/**
 * The shop's feedback after Add to Cart: 'Item added to cart!' with View Cart for 2
 * seconds (spec §2), announced politely from a status region that is always in the
 * page (so what appears in it is heard); a failure is an alert until dismissed.
 */
export function AddedToCartNotice({ notice, error, dismissError }: Pick<AddToCart, 'notice' | 'error' | 'dismissError'>) {
  const { _ } = useLingui();
  const releaseWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) notice.release();
  };
  return (
    <div className={styles.dock}>
      {error && (
        <div role="alert" className={`${styles.toast} ${styles.error}`}>
          <p className={styles.message}>{error}</p>
          <button type="button" className={buttonClass('light', { size: 'small' })} onClick={dismissError}>
            {_('screens.cart.dismiss')}
          </button>
        </div>
      )}
      <div role="status" onFocus={notice.hold} onBlur={releaseWhenFocusLeaves}>
        {notice.visible && (
          <div className={styles.toast}>
            <CheckIcon />
            <p className={styles.message}>{_('screens.cart.added')}</p>
            <Link to={paths.cart.getHref()} className={buttonClass('light', { size: 'small' })}>
              {_('screens.cart.viewCart')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
