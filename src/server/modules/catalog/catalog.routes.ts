import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceCatalogResponseSchema } from '@shared/contracts/booking';
import { productListResponseSchema } from '@shared/contracts/products';
import { productListBody, serviceCatalogBody } from './public-catalogue.service';
import { localeOf } from '../../lib/i18n';
import { sendRepresentation } from '../../lib/representation';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // From memory, made once per catalogue version and language (issue 15): an owner's change
  // (a price, a product taken off sale) still shows in the very next answer (issue 12), and
  // a browser revalidates its copy with the ETag, getting a 304 while nothing changed.
  app.get(
    '/api/products',
    { schema: { tags: ['catalog'], summary: 'The active products, in shop order', response: { 200: productListResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      const locale = localeOf(request.headers);
      return sendRepresentation(request, reply, await productListBody(app.db, locale));
    },
  );

  app.get(
    '/api/services',
    { schema: { tags: ['catalog'], summary: 'Service categories and their services', response: { 200: serviceCatalogResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      const locale = localeOf(request.headers);
      return sendRepresentation(request, reply, await serviceCatalogBody(app.db, locale));
    },
  );
};
