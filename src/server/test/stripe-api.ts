import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiEndpoint } from '../modules/checkout/stripe/stripe.provider';

export interface CreatedStripeSession {
  id: string;
  /** The form fields the Stripe client sent, e.g. `line_items[0][price_data][unit_amount]`. */
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  amountTotal: number;
}

export interface StripeApiStandIn {
  endpoint: StripeApiEndpoint;
  sessions: CreatedStripeSession[];
  /** Answers the next session request with a Stripe error instead. */
  failNext(): void;
  close(): Promise<void>;
}

/**
 * A tiny local stand-in for the one Stripe call we make, POST /v1/checkout/sessions,
 * so tests exercise the real Stripe client, its form encoding and its error handling
 * without a network. It totals the line items as Stripe would.
 */
export async function startStripeApi(): Promise<StripeApiStandIn> {
  const sessions: CreatedStripeSession[] = [];
  let failing = false;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No route ${request.url}` } }));
        return;
      }
      if (failing) {
        failing = false;
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid currency.' } }));
        return;
      }
      const params = new URLSearchParams(body);
      let amountTotal = 0;
      for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
        amountTotal += Number(params.get(`line_items[${i}][price_data][unit_amount]`)) * Number(params.get(`line_items[${i}][quantity]`));
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const key = request.headers['idempotency-key'];
      sessions.push({ id, params, idempotencyKey: typeof key === 'string' ? key : undefined, amountTotal });
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          currency: params.get('line_items[0][price_data][currency]'),
          amount_total: amountTotal,
          client_reference_id: params.get('client_reference_id'),
          metadata: { orderId: params.get('metadata[orderId]') },
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    sessions,
    failNext: () => {
      failing = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
