import { NavLink } from 'react-router';
import { paths } from '@web/app/paths';

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
 * The Cart entry of both navigation bars. The cart feature adds its quantity
 * badge (shown only for a signed-in user with more than 0 items) after the label.
 */
export function CartNavLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <NavLink to={paths.cart.getHref()} className={className} onClick={onNavigate}>
      <CartIcon />
      <span>Cart</span>
    </NavLink>
  );
}
