import { useId } from 'react';
import type { CartItem } from '@shared/contracts/cart';
import { cartMessages, MAX_QUANTITY_PER_LINE } from '@shared/contracts/cart-messages';
import styles from '@web/features/cart/components/cart.module.css';

interface CartLineProps {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart (spec §2): image, name, price, - and +, the quantity and Remove. */
export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
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
          {item.name}
        </h3>
        <p className={styles.price}>
          {item.price}
          <span className="visually-hidden"> each</span>
        </p>
      </div>
      <div className={styles.controls}>
        <div role="group" aria-label={`Quantity of ${item.name}`} className={styles.quantity}>
          {/* §5: at 1, - does nothing (Remove takes a line out); it stays focusable and says why. */}
          <button
            type="button"
            className={styles.step}
            aria-label={`Decrease quantity of ${item.name}`}
            aria-disabled={atMinimum}
            aria-describedby={atMinimum ? hintId : undefined}
            onClick={() => {
              if (!atMinimum) onQuantityChange(item.quantity - 1);
            }}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className={styles.count} data-testid="cart-quantity">
            <span className="visually-hidden">Quantity </span>
            {item.quantity}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label={`Increase quantity of ${item.name}`}
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
          {atMinimum ? 'The quantity cannot go below 1. Use Remove to take it out of your cart.' : cartMessages.quantityTooHigh}
        </span>
        <button type="button" className={styles.remove} onClick={onRemove}>
          Remove<span className="visually-hidden"> {item.name}</span>
        </button>
      </div>
    </li>
  );
}
