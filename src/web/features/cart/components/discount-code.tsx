import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { DiscountPreview } from '@shared/contracts/discounts';
import { buttonClass } from '@web/components/ui/button-class';
import { TextField } from '@web/components/ui/text-field';
import { usePreviewDiscount } from '@web/features/cart/api/preview-discount';
import styles from '@web/features/cart/components/cart.module.css';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';

/**
 * The cart's "Discount code" field (issue 32): Apply asks the server what the code takes
 * off, and the summary shows the discount line before payment. One code per order, as the
 * hint says; a changed cart asks again, so the line shown is always today's.
 */
export function DiscountCode({
  subtotalCents,
  applied,
  onChange,
}: {
  subtotalCents: number;
  applied: DiscountPreview | null;
  onChange: (discount: DiscountPreview | null) => void;
}) {
  const { _ } = useLingui();
  const format = useFormat();
  const preview = usePreviewDiscount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();

  const apply = (code: string, input?: HTMLInputElement | null) =>
    preview.mutate(code, {
      onSuccess: (discount) => {
        setError(undefined);
        onChange(discount);
      },
      onError: (refusal) => {
        onChange(null);
        setError(isApiClientError(refusal) && refusal.status > 0 && refusal.status < 500 ? (refusal.fields?.discountCode ?? refusal.message) : _('screens.cart.checkoutFailed'));
        input?.focus();
      },
    });

  // The cart changed since the code was applied: what it takes off is asked again.
  const stale = applied !== null && applied.subtotalCents !== subtotalCents;
  useEffect(() => {
    if (stale && !preview.isPending) apply(applied.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once per change of the subtotal
  }, [stale, subtotalCents]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(typed, event.currentTarget.elements.namedItem('discountCode') as HTMLInputElement | null);
  };

  if (applied) {
    return (
      <div className={styles.discount}>
        <p role="status">{_('screens.cart.discountApplied', { code: applied.code, amount: format.money(applied.discountCents) })}</p>
        <button
          type="button"
          className={buttonClass('outline', { size: 'small' })}
          onClick={() => {
            onChange(null);
            setTyped('');
          }}
        >
          {_('screens.cart.discountRemove')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className={styles.discount}>
      <TextField
        label={_('screens.cart.discountCodeLabel')}
        name="discountCode"
        autoComplete="off"
        spellCheck={false}
        hint={_('screens.cart.discountRule')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <button type="submit" className={buttonClass('outline')} disabled={preview.isPending || typed.trim() === ''}>
        {_('screens.cart.discountApply')}
      </button>
    </form>
  );
}
