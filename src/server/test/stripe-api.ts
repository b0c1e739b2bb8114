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
  /** The ids of the sessions expired through the API, in order. */
  expired: string[];
  /** Answers the next session request with a Stripe error instead. */
  failNext(): void;
  close(): Promise<void>;
}

/**
 * A tiny local stand-in for the Stripe calls we make, POST /v1/checkout/sessions and
 * POST /v1/checkout/sessions/{id}/expire, so tests exercise the real Stripe client, its
 * form encoding and its error handling without a network. It totals the line items as
 * Stripe would, and like Stripe answers a repeated idempotency key with the first
 * answer (and refuses the key with other parameters).
 */
export async function startStripeApi(): Promise<StripeApiStandIn> {
  const sessions: CreatedStripeSession[] = [];
  const expired: string[] = [];
  const answered = new Map<string, { body: string; answer: string }>();
  let failing = false;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const expiring = request.method === 'POST' ? /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.url ?? '') : null;
      if (expiring) {
        const id = decodeURIComponent(expiring[1]!);
        if (!sessions.some((session) => session.id === id) || expired.includes(id)) {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` } }));
          return;
        }
        expired.push(id);
        response.end(JSON.stringify({ id, object: 'checkout.session', status: 'expired', payment_status: 'unpaid' }));
        return;
      }
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
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? answered.get(key) : undefined;
      if (earlier) {
        if (earlier.body !== body) {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } }));
          return;
        }
        response.end(earlier.answer);
        return;
      }
      const params = new URLSearchParams(body);
      let amountTotal = 0;
      for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
        amountTotal += Number(params.get(`line_items[${i}][price_data][unit_amount]`)) * Number(params.get(`line_items[${i}][quantity]`));
      }
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      sessions.push({ id, params, idempotencyKey: typeof key === 'string' ? key : undefined, amountTotal });
      const answer = JSON.stringify({
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
      });
      if (typeof key === 'string') answered.set(key, { body, answer });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    sessions,
    expired,
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
