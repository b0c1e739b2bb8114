import { lineNameOf } from '@shared/catalogue/variants';
import { useId } from 'react';
import type { CartItem } from '@shared/contracts/cart';
import { MAX_QUANTITY_PER_LINE } from '@shared/contracts/cart-messages';
import styles from '@web/features/cart/components/cart.module.css';
import { useLingui } from '@lingui/react';
import { useFormat } from '@web/lib/i18n';

interface CartLineProps {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart (spec §2): image, name, price, - and +, the quantity and Remove. */
export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const { _ } = useLingui();
  const format = useFormat();
  const nameId = useId();
  const hintId = useId();
  const atMinimum = item.quantity <= 1;
  const atMaximum = item.quantity >= MAX_QUANTITY_PER_LINE;

  return (
    <li className={styles.line} aria-labelledby={nameId}>
      <img
        src={item.image.src}
        alt=""
        width={item.image.width}
        height={item.image.height}
        className={styles.image}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.details}>
        <h3 id={nameId} className={styles.name}>
          {lineNameOf(item.name, item.variantLabel)}
        </h3>
        <p className={styles.price}>
          {format.price(item.priceCents)}
          <span className="visually-hidden"> {_('screens.cart.each')}</span>
        </p>
        {/* The server says how many are left only when few are (D26). */}
        {item.left !== null && <p className={styles.left}>{item.left === 0 ? _('screens.cart.soldOut') : _('screens.cart.onlyLeft', { count: item.left })}</p>}
      </div>
      <div className={styles.controls}>
        <div role="group" aria-label={_('screens.cart.quantityOf', { name: lineNameOf(item.name, item.variantLabel) })} className={styles.quantity}>
          {/* §5: at 1, - does nothing (Remove takes a line out); it stays focusable and says why. */}
          <button
            type="button"
            className={styles.step}
            aria-label={_('screens.cart.decrease', { name: lineNameOf(item.name, item.variantLabel) })}
            aria-disabled={atMinimum}
            aria-describedby={atMinimum ? hintId : undefined}
            onClick={() => {
              if (!atMinimum) onQuantityChange(item.quantity - 1);
            }}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className={styles.count} data-testid="cart-quantity">
            <span className="visually-hidden">{_('screens.cart.quantity')} </span>
            {item.quantity}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label={_('screens.cart.increase', { name: lineNameOf(item.name, item.variantLabel) })}
            aria-disabled={atMaximum}
            aria-describedby={atMaximum ? hintId : undefined}
            onClick={() => {
              if (!atMaximum) onQuantityChange(item.quantity + 1);
            }}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <span id={hintId} hidden>
          {atMinimum ? _('screens.cart.quantityAtMinimum') : _('errors.cart.quantityTooHigh', { max: MAX_QUANTITY_PER_LINE })}
        </span>
        <button type="button" className={styles.remove} onClick={onRemove}>
          {_('screens.cart.remove')}
          <span className="visually-hidden"> {lineNameOf(item.name, item.variantLabel)}</span>
        </button>
      </div>
    </li>
  );
}
