import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItemBodySchema, cartLineParamsSchema, cartProductParamsSchema, cartSchema, setCartQuantityBodySchema } from '@shared/contracts/cart';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireUser, requireUserHook } from '../../plugins/guards';
import type { HeldStock } from '../catalog/catalog.service';
import { localeOf } from '../../lib/i18n';
import { addToCart, changeQuantity, clearCart, getCart, isCart, localizedCart, removeFromCart, variantIdOfProduct } from './cart.service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

export interface CartRoutesOptions {
  /** Stock that open checkouts hold (checkout owns the holds; app.ts hands them over): a line running low says how many are left. */
  heldStock: HeldStock;
}

/** The signed-in user's cart, kept on the server (D6). Every answer is the whole cart with its totals. */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, { heldStock }) => {
  app.addHook('onRequest', requireUserHook);
  // Every answer names the products in the reader's language (issue 16).
  app.addHook('preSerialization', async (request, _reply, payload) =>
    isCart(payload) ? localizedCart(app.db, payload, localeOf(request.headers)) : payload,
  );

  app.get('/api/cart', { schema: { tags: ['cart'], summary: 'The cart with subtotal, HST and total', response: { 200: cartSchema, ...errors } } }, async (request) =>
    getCart(app.db, requireUser(request).id, heldStock),
  );

  app.post(
    '/api/cart/items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds one of a variant (§4); a product without options may be named alone',
        body: addCartItemBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => addToCart(app.db, requireUser(request).id, request.body, heldStock),
  );

  // A line by its variant (issue 28), and by its product as the spec addresses it, for a product without options.
  app.put(
    '/api/cart/lines/:variantId',
    {
      schema: {
        tags: ['cart'],
        summary: "Sets a variant's line quantity (at least 1, §5)",
        params: cartLineParamsSchema,
        body: setCartQuantityBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => changeQuantity(app.db, requireUser(request).id, request.params.variantId, request.body.quantity, heldStock),
  );

  app.put(
    '/api/cart/items/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: "Sets the line quantity of a product without options (at least 1, §5)",
        params: cartProductParamsSchema,
        body: setCartQuantityBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      changeQuantity(app.db, requireUser(request).id, await variantIdOfProduct(app.db, request.params.productId), request.body.quantity, heldStock),
  );

  app.delete(
    '/api/cart/lines/:variantId',
    { schema: { tags: ['cart'], summary: "Removes a variant's line", params: cartLineParamsSchema, response: { 200: cartSchema, ...errors } } },
    async (request) => removeFromCart(app.db, requireUser(request).id, request.params.variantId, heldStock),
  );

  app.delete(
    '/api/cart/items/:productId',
    { schema: { tags: ['cart'], summary: 'Removes the line of a product without options', params: cartProductParamsSchema, response: { 200: cartSchema, ...errors } } },
    async (request) => removeFromCart(app.db, requireUser(request).id, await variantIdOfProduct(app.db, request.params.productId), heldStock),
  );

  app.delete('/api/cart', { schema: { tags: ['cart'], summary: 'Empties the cart', response: { 200: cartSchema, ...errors } } }, async (request) =>
    clearCart(app.db, requireUser(request).id, heldStock),
  );
};
