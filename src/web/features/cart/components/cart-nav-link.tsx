import { NavLink } from '@web/lib/routing';
import { paths } from '@shared/routes/paths';
import { useCartItemCount } from '@web/features/cart/api/use-cart-item-count';
import styles from '@web/features/cart/components/cart-nav-link.module.css';
import { useLingui } from '@lingui/react';

function CartIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2.2l2.1 10.2a1.6 1.6 0 0 0 1.6 1.3h8.4a1.6 1.6 0 0 0 1.6-1.2L20.5 8H6.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/**
 * The Cart entry of both navigation bars, with the badge of the cart's total quantity
 * (spec §2): only for a signed-in user with more than 0 items. The link's name carries
 * the count ("Cart, 3 items"); the badge itself is visual. `labelClassName` lets a tight
 * bar show the icon alone, the word staying its accessible name.
 */
export function CartNavLink({ className, labelClassName, onNavigate }: { className?: string; labelClassName?: string; onNavigate?: () => void }) {
  const { _ } = useLingui();
  const itemCount = useCartItemCount();
  return (
    <NavLink
      to={paths.cart.getHref()}
      className={className}
      onClick={onNavigate}
      aria-label={itemCount > 0 ? _('common.nav.cartWithCount', { count: itemCount }) : undefined}
    >
      <CartIcon />
      <span className={labelClassName}>{_('common.nav.cart')}</span>
      {itemCount > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      )}
    </NavLink>
  );
}
