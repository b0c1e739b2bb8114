import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItemBodySchema, cartProductParamsSchema, cartSchema, setCartQuantityBodySchema } from '@shared/contracts/cart';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireUser, requireUserHook } from '../../plugins/guards';
import { addToCart, changeQuantity, clearCart, getCart, removeFromCart } from './cart.service';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };

/** The signed-in user's cart, kept on the server (D6). Every answer is the whole cart with its totals. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireUserHook);

  app.get('/api/cart', { schema: { tags: ['cart'], summary: 'The cart with subtotal, HST and total', response: { 200: cartSchema, ...errors } } }, async (request) =>
    getCart(app.db, requireUser(request).id),
  );

  app.post(
    '/api/cart/items',
    { schema: { tags: ['cart'], summary: 'Adds one of a product (§4)', body: addCartItemBodySchema, response: { 200: cartSchema, ...errors } } },
    async (request) => addToCart(app.db, requireUser(request).id, request.body.productId),
  );

  app.put(
    '/api/cart/items/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: "Sets a line's quantity (at least 1, §5)",
        params: cartProductParamsSchema,
        body: setCartQuantityBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => changeQuantity(app.db, requireUser(request).id, request.params.productId, request.body.quantity),
  );

  app.delete(
    '/api/cart/items/:productId',
    { schema: { tags: ['cart'], summary: 'Removes a line', params: cartProductParamsSchema, response: { 200: cartSchema, ...errors } } },
    async (request) => removeFromCart(app.db, requireUser(request).id, request.params.productId),
  );

  app.delete('/api/cart', { schema: { tags: ['cart'], summary: 'Empties the cart', response: { 200: cartSchema, ...errors } } }, async (request) =>
    clearCart(app.db, requireUser(request).id),
  );
};
