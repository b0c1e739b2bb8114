import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { lineNameOf } from '@shared/catalogue/variants';
import { REFUND_REASON_MAX, type ConsoleOrder } from '@shared/contracts/console-orders';
import { planRefund, remainingQuantity, type RequestedRefundLine } from '@shared/money/refunds';
import { buttonClass } from '@web/components/ui/button-class';
import { FormAlert } from '@web/components/ui/form-alert';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { isApiClientError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/i18n';
import { useRefundOrder } from '@web/features/console-orders/api/refund-order';
import { newIdempotencyKey } from '@web/lib/idempotency-key';
import styles from '@web/features/console-orders/components/console-orders.module.css';

/** A refund the owner is asked to confirm: its key is kept until it is made, so confirming again after a failure retries this one refund. */
interface PendingRefund {
  key: string;
  /** Undefined: everything that remains. */
  lines: RequestedRefundLine[] | undefined;
  amountCents: number;
  items: Array<{ name: string; quantity: number }>;
}

/**
 * Refunds of a paid order: how many of each line to give back (0 to what remains), or
 * all of it; then a confirmation that says the amount, counted by the same rule the
 * server applies (planRefund); then the result or the refusal, announced.
 */
export function RefundPanel({ order }: { order: ConsoleOrder }) {
  const { _ } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const refund = useRefundOrder(order.id);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<PendingRefund | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string; attempt: number } | null>(null);

  if (order.status !== 'paid') return null;
  const open = order.lines.filter((line) => remainingQuantity(line) > 0);
  const names = new Map(order.lines.map((line) => [line.variantId, lineNameOf(line.name, line.variantLabel)]));
  const show = (ok: boolean, text: string) => setResult((previous) => ({ ok, text, attempt: (previous?.attempt ?? 0) + 1 }));

  const ask = (lines: RequestedRefundLine[] | undefined) => {
    const plan = planRefund(order, lines);
    if (!plan.ok) {
      show(false, _(plan.reason === 'nothing-left' ? 'errors.console.refund.nothingLeft' : 'errors.console.refund.nothingChosen'));
      return;
    }
    setResult(null);
    setPending({
      key: newIdempotencyKey(),
      lines,
      amountCents: plan.amountCents,
      items: plan.lines.map((line) => ({ name: names.get(line.variantId) ?? '', quantity: line.quantity })),
    });
  };

  const chooseSelected = (event: FormEvent) => {
    event.preventDefault();
    ask(open.map((line) => ({ variantId: line.variantId, quantity: quantities[line.variantId] ?? 0 })).filter((line) => line.quantity > 0));
  };

  const make = async (chosen: PendingRefund) => {
    try {
      const { refund: made } = await refund.mutateAsync({ idempotencyKey: chosen.key, lines: chosen.lines, reason: reason.trim() || undefined });
      setPending(null);
      setQuantities({});
      setReason('');
      show(true, _('screens.console.orders.refund.done', { amount: format.money(made.amountCents) }));
    } catch (error) {
      // Refused (nothing left, more than remains): choose again. Failed on the way or at the
      // provider: the same key stays, so confirming again cannot refund twice.
      if (isApiClientError(error) && error.status < 500) setPending(null);
      show(false, isApiClientError(error) ? error.message : _('screens.console.orders.refund.failed'));
    }
  };

  return (
    <section className={styles.refund} aria-labelledby={headingId}>
      <h2 id={headingId}>{_('screens.console.orders.refund.title')}</h2>
      {result && (
        // Announced and focused: the buttons that led to it are gone.
        <FormAlert key={result.attempt} tone={result.ok ? 'success' : 'error'}>
          {result.text}
        </FormAlert>
      )}
      {open.length === 0 ? (
        <p className={styles.muted}>{_('screens.console.orders.refund.full')}</p>
      ) : pending ? (
        <RefundConfirmation
          pending={pending}
          provider={order.paymentProvider}
          busy={refund.isPending}
          onConfirm={() => void make(pending)}
          onBack={() => setPending(null)}
          amount={format.money(pending.amountCents)}
        />
      ) : (
        <form className={styles.refundForm} onSubmit={chooseSelected}>
          <p className={styles.muted}>{_('screens.console.orders.refund.intro')}</p>
          <fieldset className={styles.quantities}>
            <legend>{_('screens.console.orders.refund.quantities')}</legend>
            {open.map((line) => (
              <SelectField
                key={line.variantId}
                label={_('screens.console.orders.refund.quantityOf', { name: lineNameOf(line.name, line.variantLabel), remaining: remainingQuantity(line) })}
                value={String(quantities[line.variantId] ?? 0)}
                onChange={(event) => setQuantities((current) => ({ ...current, [line.variantId]: Number(event.target.value) }))}
              >
                {Array.from({ length: remainingQuantity(line) + 1 }, (_unused, quantity) => (
                  <option key={quantity} value={quantity}>
                    {quantity}
                  </option>
                ))}
              </SelectField>
            ))}
          </fieldset>
          <TextField label={_('screens.console.orders.refund.reason')} hint={_('screens.console.orders.refund.reasonHint')} maxLength={REFUND_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
          <div className={styles.actions}>
            <button type="submit" className={buttonClass('primary')}>
              {_('screens.console.orders.refund.selected')}
            </button>
            <button type="button" className={buttonClass('outline')} onClick={() => ask(undefined)}>
              {_(order.refundState === 'none' ? 'screens.console.orders.refund.whole' : 'screens.console.orders.refund.rest')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

function RefundConfirmation(props: { pending: PendingRefund; amount: string; provider: string; busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const { _ } = useLingui();
  const questionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The choice was replaced by this question: keyboard and screen-reader users land on it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={styles.confirm} role="group" aria-labelledby={questionId} tabIndex={-1}>
      <p id={questionId}>
        <strong>{_('screens.console.orders.refund.question', { amount: props.amount })}</strong>
      </p>
      <ul>
        {props.pending.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>{_('screens.console.orders.refund.item', { quantity: item.quantity, name: item.name })}</li>
        ))}
      </ul>
      <p className={styles.muted}>{_('screens.console.orders.refund.consequences', { provider: props.provider })}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} disabled={props.busy} onClick={props.onConfirm}>
          {_('screens.console.orders.refund.confirm', { amount: props.amount })}
        </button>
        <button type="button" className={buttonClass('outline')} disabled={props.busy} onClick={props.onBack}>
          {_('screens.console.orders.refund.back')}
        </button>
      </div>
    </div>
  );
}

