import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import {
  consoleProductListQuerySchema,
  consoleProductListSchema,
  consoleProductSchema,
  lowStockListSchema,
  productBodySchema,
  productIdParamsSchema,
} from '@shared/contracts/console-catalogue';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import type { HeldStock } from '../catalog/catalog.service';
import { consoleProduct, createProduct, listConsoleProducts, lowStockList, updateProduct } from '../catalog/product-admin.service';
import { productImageRoutes } from './product-images.routes';

/**
 * The owner console's products (issue 12): list, create and edit (deactivating and
 * reactivating are edits of `active`), image uploads, and the public /media files
 * those uploads are served from.
 */
export interface ProductAdminRoutesOptions {
  /** Stock open checkouts hold (checkout's, wired in app.ts): the list shows what is still available. */
  heldStock: HeldStock;
  /** When an upload is stored (its grace period before an unused one is deleted runs from then). */
  now: () => Date;
}

export const productAdminRoutes: FastifyPluginAsyncZod<ProductAdminRoutesOptions> = async (app, { heldStock, now }) => {
  const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/api/console/products',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'A page of every product, on sale or not, with its stock; `q` searches names, addresses and SKUs',
        querystring: consoleProductListQuerySchema,
        response: { 200: consoleProductListSchema, ...refusals, 422: apiErrorSchema },
      },
    },
    async (request) => listConsoleProducts(app.db, heldStock, request.query),
  );

  app.get(
    '/api/console/products/:productId',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'One product, on sale or not, with its stock and variants, for its edit form',
        params: productIdParamsSchema,
        response: { 200: consoleProductSchema, ...refusals, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => consoleProduct(app.db, heldStock, request.params.productId),
  );

  app.get(
    '/api/console/products/low-stock',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'Every variant at or below its low-stock threshold, the emptiest first',
        response: { 200: lowStockListSchema, ...refusals },
      },
    },
    async () => lowStockList(app.db),
  );

  app.post(
    '/api/console/products',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'Creates a product; the database numbers it',
        body: productBodySchema,
        response: { 201: consoleProductSchema, ...refusals, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(app.db, heldStock, ownerActor(requireUser(request)), request.body)),
  );

  app.put(
    '/api/console/products/:productId',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'Changes a product, every field at once; `active: false` takes it off sale, `true` puts it back',
        params: productIdParamsSchema,
        body: productBodySchema,
        response: { 200: consoleProductSchema, ...refusals, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => updateProduct(app.db, heldStock, ownerActor(requireUser(request)), request.params.productId, request.body),
  );

  await app.register(productImageRoutes, { now });
};
