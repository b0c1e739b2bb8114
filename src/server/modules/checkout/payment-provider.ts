/** Where customers pay (D17): our own test page, or Stripe Checkout when it is configured. */
export type PaymentProviderName = 'test' | 'stripe';

/** What a provider needs to show and charge: lines and tax exactly as the order stored them. */
export interface PaymentSessionRequest {
  orderId: string;
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

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
}
