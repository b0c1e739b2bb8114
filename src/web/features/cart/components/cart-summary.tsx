import { useId } from 'react';
import type { Cart } from '@shared/contracts/cart';
import { siteConfig } from '@shared/site-config/site-config';
import { taxRateLabel } from '@shared/money/money';
import { buttonClass } from '@web/components/ui/button-class';
import type { Checkout } from '@web/features/cart/components/use-checkout';
import styles from '@web/features/cart/components/cart.module.css';

/**
 * Subtotal, HST (13%) and Total as the server computed them (D5), and Proceed to
 * Checkout. While a change is on its way the amounts are the last confirmed ones, so
 * they are marked busy until the server answers.
 */
export function CartSummary({ cart, updating, checkout }: { cart: Cart; updating: boolean; checkout: Checkout }) {
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryTitle}>
        Order Summary
      </h2>
      <dl className={`${styles.amounts} ${updating ? styles.updating : ''}`} aria-busy={updating}>
        <div className={styles.amount}>
          <dt>Subtotal</dt>
          <dd>{cart.subtotal}</dd>
        </div>
        <div className={styles.amount}>
          <dt>{taxRateLabel(siteConfig.tax.name, siteConfig.tax.rateBasisPoints)}</dt>
          <dd>{cart.tax}</dd>
        </div>
        <div className={`${styles.amount} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{cart.total}</dd>
        </div>
      </dl>
      <div>
        <button
          type="button"
          className={buttonClass('primary', { size: 'large', block: true })}
          disabled={checkout.redirecting}
          onClick={checkout.start}
        >
          Proceed to Checkout
        </button>
        <p role="status" className={styles.checkoutStatus}>
          {checkout.redirecting ? 'Taking you to checkout…' : ''}
        </p>
      </div>
    </section>
  );
}
