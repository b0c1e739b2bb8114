import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceCatalogResponseSchema } from '@shared/contracts/booking';
import { productListResponseSchema } from '@shared/contracts/products';
import { listProducts } from './catalog.service';
import { listServiceCatalog } from './service-catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    { schema: { tags: ['catalog'], summary: 'The active products, in shop order', response: { 200: productListResponseSchema } } },
    async (_request, reply) => {
      // Asked afresh each time: an owner's change (a price, a product taken off sale) shows at once (issue 12).
      reply.header('cache-control', 'no-cache');
      return { products: await listProducts(app.db) };
    },
  );

  app.get(
    '/api/services',
    { schema: { tags: ['catalog'], summary: 'Service categories and their services', response: { 200: serviceCatalogResponseSchema } } },
    async () => listServiceCatalog(app.db),
  );
};
