import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceCatalogResponseSchema } from '@shared/contracts/booking';
import { productListResponseSchema } from '@shared/contracts/products';
import { listProducts } from './catalog.service';
import { listServiceCatalog } from './service-catalog.service';
import { localizedProducts, localizedServiceCatalog } from './translations.service';
import { localeOf } from '../../lib/i18n';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    { schema: { tags: ['catalog'], summary: 'The active products, in shop order', response: { 200: productListResponseSchema } } },
    async (request, reply) => {
      // Asked afresh each time: an owner's change (a price, a product taken off sale) shows at once (issue 12).
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      return { products: await localizedProducts(app.db, await listProducts(app.db), localeOf(request.headers)) };
    },
  );

  app.get(
    '/api/services',
    { schema: { tags: ['catalog'], summary: 'Service categories and their services', response: { 200: serviceCatalogResponseSchema } } },
    async (request, reply) => {
      reply.header('vary', 'Cookie, Accept-Language');
      return localizedServiceCatalog(app.db, await listServiceCatalog(app.db), localeOf(request.headers));
    },
  );
};
