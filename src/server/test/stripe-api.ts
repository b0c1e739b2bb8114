import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiEndpoint } from '../modules/checkout/stripe/stripe.provider';

export interface CreatedStripeSession {
  id: string;
  /** The form fields the Stripe client sent, e.g. `line_items[0][price_data][unit_amount]`. */
  params: URLSearchParams;
  idempotencyKey: string | undefined;
  amountTotal: number;
  /** The payment intent that takes the money once the customer pays. */
  paymentIntent: string;
}

export interface CreatedStripeRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface StripeApiStandIn {
  endpoint: StripeApiEndpoint;
  sessions: CreatedStripeSession[];
  /** The ids of the sessions expired through the API, in order. */
  expired: string[];
  /** Refunds made through POST /v1/refunds, in order; a repeated key adds none. */
  refunds: CreatedStripeRefund[];
  /** Answers the next session request with a Stripe error instead. */
  failNext(): void;
  /** Answers the next refund request with a Stripe error instead. */
  failNextRefund(): void;
  /** Keeps the next refund request waiting for `release()`; `received` settles once it has come in. */
  holdNextRefund(): { received: Promise<void>; release(): void };
  close(): Promise<void>;
}

/**
 * A tiny local stand-in for the Stripe calls we make, POST /v1/checkout/sessions,
 * POST /v1/checkout/sessions/{id}/expire, GET /v1/checkout/sessions/{id} and
 * POST /v1/refunds, so tests exercise the real Stripe client, its form encoding and its
 * error handling without a network. It totals the line items as Stripe would, refuses a
 * refund beyond what a payment has left, and like Stripe answers a repeated idempotency
 * key with the first answer (and refuses the key with other parameters).
 */
export async function startStripeApi(): Promise<StripeApiStandIn> {
  const sessions: CreatedStripeSession[] = [];
  const expired: string[] = [];
  const refunds: CreatedStripeRefund[] = [];
  const answered = new Map<string, { body: string; answer: string }>();
  let failing = false;
  let failingRefund = false;
  let heldRefund: { arrived: () => void; released: Promise<void> } | undefined;
  /** POST /v1/refunds, as Stripe answers it. */
  const answerRefund = (body: string, key: string | string[] | undefined, fail: (status: number, error: Record<string, string>) => void, response: ServerResponse) => {
    const earlier = typeof key === 'string' ? answered.get(key) : undefined;
    if (earlier) {
      if (earlier.body !== body) {
        return fail(400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' });
      }
      response.end(earlier.answer);
      return;
    }
    if (failingRefund) {
      failingRefund = false;
      return fail(400, { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge has been disputed and cannot be refunded.' });
    }
    const params = new URLSearchParams(body);
    const paymentIntent = params.get('payment_intent') ?? '';
    const session = sessions.find((candidate) => candidate.paymentIntent === paymentIntent);
    if (!session) return fail(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${paymentIntent}'` });
    const given = refunds.filter((refund) => refund.paymentIntent === paymentIntent).reduce((sum, refund) => sum + refund.amount, 0);
    const amount = Number(params.get('amount') ?? session.amountTotal - given);
    if (!Number.isInteger(amount) || amount <= 0 || amount > session.amountTotal - given) {
      return fail(400, {
        type: 'invalid_request_error',
        code: 'charge_exceeds_source_limit',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${session.amountTotal - given})`,
      });
    }
    const id = `re_test_${randomBytes(12).toString('hex')}`;
    refunds.push({ id, paymentIntent, amount, params, idempotencyKey: typeof key === 'string' ? key : undefined });
    const answer = JSON.stringify({ id, object: 'refund', amount, currency: session.params.get('line_items[0][price_data][currency]'), payment_intent: paymentIntent, status: 'succeeded' });
    if (typeof key === 'string') answered.set(key, { body, answer });
    response.end(answer);
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      const fail = (status: number, error: Record<string, string>) => {
        response.statusCode = status;
        response.end(JSON.stringify({ error }));
      };
      const retrieving = request.method === 'GET' ? /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(request.url ?? '') : null;
      if (retrieving) {
        const session = sessions.find((candidate) => candidate.id === decodeURIComponent(retrieving[1]!));
        if (!session) return fail(404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' });
        // As Stripe answers once the customer has paid (tests pay by sending the signed webhook).
        response.end(
          JSON.stringify({
            id: session.id,
            object: 'checkout.session',
            status: 'complete',
            payment_status: 'paid',
            currency: session.params.get('line_items[0][price_data][currency]'),
            amount_total: session.amountTotal,
            payment_intent: session.paymentIntent,
          }),
        );
        return;
      }
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        const held = heldRefund;
        heldRefund = undefined;
        held?.arrived();
        void (held?.released ?? Promise.resolve()).then(() => answerRefund(body, request.headers['idempotency-key'], fail, response));
        return;
      }
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
      sessions.push({ id, params, idempotencyKey: typeof key === 'string' ? key : undefined, amountTotal, paymentIntent: `pi_test_${randomBytes(12).toString('hex')}` });
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
    refunds,
    failNext: () => {
      failing = true;
    },
    failNextRefund: () => {
      failingRefund = true;
    },
    holdNextRefund: () => {
      let arrived!: () => void;
      let release!: () => void;
      const received = new Promise<void>((resolve) => (arrived = resolve));
      heldRefund = { arrived, released: new Promise<void>((resolve) => (release = resolve)) };
      return { received, release };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
