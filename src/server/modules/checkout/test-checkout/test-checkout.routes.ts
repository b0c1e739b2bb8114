import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderIdParamsSchema, orderMessages, type OrderLine } from '@shared/contracts/orders';
import { AppError } from '../../../lib/app-error';
import { requireUser, requireUserHook } from '../../../plugins/guards';
import { inLanguage, toOrder } from '../orders.service';
import { orderTenders } from '../tenders.service';
import { paymentContextOf } from '../payment-context';
import { testCheckoutCss } from './test-checkout.css';
import { renderTestCheckoutMessage, renderTestCheckoutPage } from './test-checkout.page';
import { cancelTestOrder, findTestCheckoutOrder, payTestOrder } from './test-checkout.service';
import { depositLineOf } from '../deposits.service';
import { giftCardLineOf } from '../gift-card-sales.service';
import { paths } from '@shared/routes/paths';
import { localeOf, translatorFor } from '../../../lib/i18n';

/** Pages, not API calls: hidden from the API document. */
const orderPageSchema = { hide: true, params: orderIdParamsSchema };

/**
 * The built-in test checkout (D17): server-rendered pages, so it works without the web
 * app and its Pay button is a plain form. Only the order's owner sees it; for anyone
 * else the order does not exist.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The forms carry no fields (the URL names the order); their body is read and dropped.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error instanceof AppError ? error.statusCode : error.validation ? 404 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'test checkout failed');
    const locale = localeOf(request.headers);
    const t = translatorFor(locale);
    const text = error instanceof AppError ? error.text : status === 404 ? orderMessages.notFound : 'errors.internal';
    const link =
      status === 401
        ? { href: paths.login.getHref(), label: t('screens.testCheckout.signIn') }
        : { href: paths.cart.getHref(), label: t('screens.order.backToCart') };
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderTestCheckoutMessage(t, locale, t(text), link));
  });

  app.get('/checkout/test/styles.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(testCheckoutCss),
  );

  app.get('/checkout/test/:orderId', { onRequest: requireUserHook, schema: orderPageSchema }, async (request, reply) => {
    const found = await findTestCheckoutOrder(app.db, requireUser(request).id, request.params.orderId);
    // Paid, cancelled or expired: the confirmation page says which (a deposit's visit, its customer's appointments).
    if (found.order.status !== 'pending') return reply.redirect(afterwards(found.order), 303);
    // In the visitor's language (the one they last read the shop in), products named in it too.
    const locale = localeOf(request.headers);
    const order = toOrder(await inLanguage(app.db, found, locale), [], await orderTenders(app.db, found.order));
    // A visit's deposit (issue 29) or a gift card (issue 32) has no goods: its one line names the visit's service, or the card.
    if (found.order.kind !== 'shop') {
      const line = found.order.kind === 'deposit' ? await depositLineOf(app.db, found.order, locale) : await giftCardLineOf(app.db, found.order, locale);
      if (!line) throw new AppError(404, 'NOT_FOUND', orderMessages.notFound);
      const image = { src: '/favicon.svg', alt: '' } as OrderLine['image'];
      order.lines = [{ ...line, productId: 0, variantId: 0, variantLabel: '', sku: '', image, quantity: 1, lineTotalCents: line.unitPriceCents, refundedQuantity: 0 }];
    }
    return (
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // Under the site-wide no-referrer policy a browser sends `Origin: null` with a form
        // post, which the origin check refuses; same-origin lets Pay and Cancel carry ours.
        .header('referrer-policy', 'same-origin')
        .send(renderTestCheckoutPage(translatorFor(locale), locale, order))
    );
  });

  app.post('/checkout/test/:orderId/pay', { onRequest: requireUserHook, schema: orderPageSchema }, async (request, reply) => {
    const paid = await payTestOrder(paymentContextOf(request), requireUser(request).id, request.params.orderId);
    return reply.redirect(afterwards(paid), 303);
  });

  app.post('/checkout/test/:orderId/cancel', { onRequest: requireUserHook, schema: orderPageSchema }, async (request, reply) => {
    const { result, order } = await cancelTestOrder(paymentContextOf(request), requireUser(request).id, request.params.orderId);
    if (order.kind === 'deposit') return reply.redirect(paths.checkAppointment.getHref(), 303);
    return reply.redirect(result.status === 'paid' ? paths.order.getHref(request.params.orderId) : paths.cart.getHref(), 303);
  });
};

/** Where a customer lands once an order is no longer payable here: a deposit's on their appointments, a purchase's on its order page. */
const afterwards = (order: { id: string; kind: string }) => (order.kind === 'deposit' ? paths.checkAppointment.getHref() : paths.order.getHref(order.id));
