import { lineNameOf } from '@shared/catalogue/variants';
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@web/lib/routing';
import type { CartItem } from '@shared/contracts/cart';
import type { DiscountPreview } from '@shared/contracts/discounts';
import { paths } from '@shared/routes/paths';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import type { SessionUser } from '@shared/contracts/accounts';
import { useCartUpdating } from '@web/features/cart/api/cart-mutation';
import { useCart } from '@web/features/cart/api/use-cart';
import { useRemoveCartItem } from '@web/features/cart/api/remove-cart-item';
import { useSetCartQuantity } from '@web/features/cart/api/set-cart-quantity';
import { CartLine } from '@web/features/cart/components/cart-line';
import { CartSummary } from '@web/features/cart/components/cart-summary';
import { useCheckout } from '@web/features/cart/components/use-checkout';
import { useTenders } from '@web/features/cart/components/use-tenders';
import { isApiClientError } from '@web/lib/api-client';
import styles from '@web/features/cart/components/cart.module.css';
import { LoadError } from '@web/components/ui/load-error';
import { queryKeys } from '@web/lib/query-keys';
import { useLingui } from '@lingui/react';

/** The cart screen's body (spec §2 Cart): the empty state, or the lines and the summary. */
export function CartContents({ user }: { user: SessionUser }) {
  const { _ } = useLingui();
  const cart = useCart();
  const setQuantity = useSetCartQuantity();
  const removeItem = useRemoveCartItem();
  const updating = useCartUpdating();
  // A discount code applied to this very cart (issue 32): the tenders then pay the total after it.
  const [discount, setDiscount] = useState<DiscountPreview | null>(null);
  const applied = discount && discount.subtotalCents === cart.data?.subtotalCents ? discount : null;
  const tenders = useTenders(applied?.totalCents ?? cart.data?.totalCents ?? 0, applied?.code);
  const checkout = useCheckout(cart.data, user, tenders.request, [discount, setDiscount]);
  const queryClient = useQueryClient();
  const itemsHeadingId = useId();

  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<{ message: string; attempt: number } | null>(null);
  const attempts = useRef(0);

  // A removed line takes its focused Remove button with it: focus moves to what is left.
  const itemsHeadingRef = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<'items' | 'empty' | null>(null);
  useEffect(() => {
    const target = focusAfterRemoval.current === 'items' ? itemsHeadingRef.current : focusAfterRemoval.current === 'empty' ? emptyRef.current : null;
    if (!target) return;
    focusAfterRemoval.current = null;
    target.focus();
  });

  const sessionEnded = isApiClientError(cart.error) && cart.error.status === 401;
  useEffect(() => {
    if (sessionEnded) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [sessionEnded, queryClient]);

  const onChangeFailed = (error: unknown) => {
    if (isApiClientError(error) && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      return;
    }
    const refused = isApiClientError(error) && error.status >= 400 && error.status < 500;
    attempts.current += 1;
    setFailure({ message: refused ? error.message : _('screens.cart.changeFailed'), attempt: attempts.current });
  };

  const changeQuantity = (item: CartItem, quantity: number) => {
    setFailure(null);
    setAnnouncement(_('screens.cart.quantityAnnounced', { name: lineNameOf(item.name, item.variantLabel), quantity }));
    void setQuantity.mutateAsync({ variantId: item.variantId, quantity }).catch(onChangeFailed);
  };

  const remove = (item: CartItem, isLastLine: boolean) => {
    setFailure(null);
    setAnnouncement(_('screens.cart.removedAnnounced', { name: lineNameOf(item.name, item.variantLabel) }));
    focusAfterRemoval.current = isLastLine ? 'empty' : 'items';
    void removeItem.mutateAsync(item.variantId).catch(onChangeFailed);
  };

  if (cart.isPending) {
    return <p role="status">{_('screens.cart.loading')}</p>;
  }
  if (cart.isError) {
    if (sessionEnded) return null;
    return (
      <LoadError message={_('screens.cart.loadFailed')} onRetry={() => void cart.refetch()} />
    );
  }

  const { items } = cart.data;
  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {failure && (
        <div className={styles.failure}>
          <FormAlert key={failure.attempt}>
            <p>{failure.message}</p>
          </FormAlert>
        </div>
      )}
      {/* Above the lines, not in the summary: a refusal may leave the cart empty, and still needs saying. */}
      {checkout.problem && (
        <div className={styles.failure}>
          <FormAlert key={checkout.problem.attempt}>
            <p>{checkout.problem.message}</p>
          </FormAlert>
        </div>
      )}
      {items.length === 0 ? (
        <div ref={emptyRef} tabIndex={-1} className={styles.empty}>
          <p>{_('screens.cart.empty')}</p>
          <Link to={paths.shop.getHref()} className={buttonClass('primary')}>
            {_('screens.cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section className={styles.items} aria-labelledby={itemsHeadingId}>
            <h2 id={itemsHeadingId} ref={itemsHeadingRef} tabIndex={-1} className={styles.itemsTitle}>
              {_('screens.cart.itemsHeading')}
            </h2>
            <ul className={styles.lines}>
              {items.map((item) => (
                <CartLine
                  key={item.variantId}
                  item={item}
                  onQuantityChange={(quantity) => changeQuantity(item, quantity)}
                  onRemove={() => remove(item, items.length === 1)}
                />
              ))}
            </ul>
            <Link to={paths.shop.getHref()} className={styles.continue}>
              {_('screens.cart.continueShopping')}
            </Link>
          </section>
          <CartSummary cart={cart.data} updating={updating} checkout={checkout} tenders={tenders} />
        </div>
      )}
    </>
  );
}
