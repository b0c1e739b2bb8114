import { useId } from 'react';
import type { Cart } from '@shared/contracts/cart';
import { DiscountCode } from '@web/features/cart/components/discount-code';
import { siteConfig } from '@shared/site-config/site-config';
import { buttonClass } from '@web/components/ui/button-class';
import type { Checkout } from '@web/features/cart/components/use-checkout';
import styles from '@web/features/cart/components/cart.module.css';
import { TenderAmounts, TenderChoice } from '@web/features/cart/components/tender-choice';
import type { Tenders } from '@web/features/cart/components/use-tenders';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

/**
 * Subtotal, HST (13%) and Total as the server computed them (D5), and Proceed to
 * Checkout. While a change is on its way the amounts are the last confirmed ones, so
 * they are marked busy until the server answers.
 */
export function CartSummary({ cart, updating, checkout, tenders }: { cart: Cart; updating: boolean; checkout: Checkout; tenders: Tenders }) {
  const { _ } = useLingui();
  // With a code applied to this very cart, its amounts are the server's answer for it (HST on the discounted price).
  const discount = checkout.discount?.subtotalCents === cart.subtotalCents ? checkout.discount : null;
  const amounts = discount ?? cart;
  const format = useFormat();
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryTitle}>
        {_('screens.cart.summaryHeading')}
      </h2>
      <dl className={`${styles.amounts} ${updating ? styles.updating : ''}`} aria-busy={updating}>
        <div className={styles.amount}>
          <dt>{_('screens.cart.subtotal')}</dt>
          <dd>{format.money(cart.subtotalCents)}</dd>
        </div>
        {discount && (
          <div className={styles.amount}>
            <dt>{_('screens.cart.discountLine', { code: discount.code })}</dt>
            <dd>{format.money(-discount.discountCents)}</dd>
          </div>
        )}
        <div className={styles.amount}>
          <dt>{_('screens.cart.taxLine', { tax: format.taxName, rate: format.percent(siteConfig.tax.rateBasisPoints) })}</dt>
          <dd>{format.money(amounts.taxCents)}</dd>
        </div>
        <div className={`${styles.amount} ${styles.total}`}>
          <dt>{_('screens.cart.total')}</dt>
          <dd>{format.money(amounts.totalCents)}</dd>
        </div>
        <TenderAmounts tenders={tenders} />
      </dl>
      <DiscountCode subtotalCents={cart.subtotalCents} applied={checkout.discount} onChange={checkout.setDiscount} />
      <TenderChoice tenders={tenders} />
      <div>
        <button
          type="button"
          className={buttonClass('primary', { size: 'large', block: true })}
          disabled={checkout.redirecting}
          onClick={checkout.start}
        >
          {_('screens.cart.proceedToCheckout')}
        </button>
        <p role="status" className={styles.checkoutStatus}>
          {checkout.redirecting ? _('screens.cart.redirecting') : ''}
        </p>
      </div>
    </section>
  );
}
