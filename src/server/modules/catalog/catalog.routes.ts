import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceCatalogResponseSchema } from '@shared/contracts/booking';
import { categoryListResponseSchema } from '@shared/contracts/categories';
import { apiErrorSchema } from '@shared/contracts/errors';
import { productListQuerySchema, productListResponseSchema, productPageParamsSchema, productPageResponseSchema, trendingProductsResponseSchema } from '@shared/contracts/products';
import { notFound } from '../../lib/app-error';
import { productListBodyIn, productPageBody, serviceCatalogBody } from './public-catalogue.service';
import { categoryListBody } from './product-categories.service';
import { trendingProductsBody, type TrendingSources } from './trending-products.service';
import { localeOf } from '../../lib/i18n';
import { sendRepresentation } from '../../lib/representation';

export type CatalogRoutesOptions = TrendingSources;

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (app, trending) => {
  // From memory, made once per catalogue version and language (issue 15): an owner's change
  // (a price, a product taken off sale) still shows in the very next answer (issue 12), and
  // a browser revalidates its copy with the ETag, getting a 304 while nothing changed. One
  // page of the listing at a time (issue 28), so the answer's size never grows with the
  // catalogue; in best-selling order it says when the sales are counted again (Expires).
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One page of the active products, filtered (categories, price in dollars, in stock) and sorted',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, freshUntil } = await productListBodyIn(app.db, localeOf(request.headers), request.query, trending);
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      if (freshUntil !== undefined) reply.header('expires', new Date(freshUntil).toUTCString());
      return sendRepresentation(request, reply, body);
    },
  );

  // The home page's carousel: nine products whatever the catalogue's size (issue 28). From
  // memory like /api/products, and counted again every few minutes, since a sale moves no
  // catalogue version; Expires says when (the prerendered home page is rendered again then),
  // while no-cache keeps a browser asking, so a price change shows in the very next answer.
  app.get(
    '/api/products/trending',
    {
      schema: {
        tags: ['catalog'],
        summary: "The nine trending products: the last 30 days' best sellers, then the shop's featured order",
        response: { 200: trendingProductsResponseSchema },
      },
    },
    async (request, reply) => {
      const { body, freshUntil } = await trendingProductsBody(app.db, localeOf(request.headers), trending);
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language').header('expires', new Date(freshUntil).toUTCString());
      return sendRepresentation(request, reply, body);
    },
  );

  // A product page's data (issue 28), from memory like the list: a product taken off sale
  // answers 404 at once, as an unknown slug does.
  app.get(
    '/api/products/by-slug/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One active product by its slug, with its stock state',
        params: productPageParamsSchema,
        response: { 200: productPageResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers);
      const body = await productPageBody(app.db, locale, request.params.slug);
      if (!body) throw notFound('errors.products.notFound');
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      return sendRepresentation(request, reply, body);
    },
  );

  // The shop's categories (issue 28), from memory like the products, named in the reader's language.
  app.get(
    '/api/categories',
    { schema: { tags: ['catalog'], summary: 'The product categories, by pet then by kind', response: { 200: categoryListResponseSchema } } },
    async (request, reply) => {
      const body = await categoryListBody(app.db, localeOf(request.headers));
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      return sendRepresentation(request, reply, body);
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
