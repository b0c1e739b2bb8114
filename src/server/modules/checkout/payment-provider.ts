/** Where customers pay (D17): our own test page, or Stripe Checkout when it is configured. */
export type PaymentProviderName = 'test' | 'stripe';

/** What a provider needs to show and charge: lines and tax exactly as the order stored them. */
export interface PaymentSessionRequest {
  orderId: string;
  /**
   * When the order was placed. The session's expiry is counted from it, so opening the
   * session of one order again asks for exactly the same session.
   */
  placedAt: Date;
  /** ISO 4217, as siteConfig writes it ("CAD"). */
  currency: string;
  customerEmail: string;
  lines: ReadonlyArray<{ name: string; unitPriceCents: number; quantity: number }>;
  tax: { label: string; cents: number };
  totalCents: number;
  /** Where the customer lands after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentSession {
  /** Unique per order (orders.payment_session_id); webhooks name the order by it. */
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

/** Money to give back on a paid order, through the provider that took it. */
export interface RefundRequest {
  orderId: string;
  /** The order's payment session (orders.payment_session_id): the provider finds the payment from it. */
  paymentReference: string;
  amountCents: number;
  /** ISO 4217, as the order was charged. */
  currency: string;
  /**
   * Names this refund: asked again with the same key and amount (a retry after a lost
   * answer), the provider answers the refund it already made instead of making another.
   */
  idempotencyKey: string;
  reason?: string | undefined;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * How long a session stays payable after its order was placed; null when it never
   * lapses. A checkout started again reuses an open order only well within it.
   */
  readonly sessionLifetimeMs: number | null;
  /**
   * Opens the order's payment session. Idempotent per order: asked again for the same
   * order (a double click, two tabs, a retry) it answers the same session.
   */
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** Closes a session so it can no longer be paid (its order was replaced); throws if the provider refuses. */
  expireSession(sessionId: string): Promise<void>;
  /** Gives money back; answers the provider's refund id. Throws if the provider refuses. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
