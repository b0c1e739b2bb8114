import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  categorySlugParamsSchema,
  consoleProductCategoryListSchema,
  consoleProductCategorySchema,
  productCategoryCreateBodySchema,
  productCategoryUpdateBodySchema,
} from '@shared/contracts/categories';
import { apiErrorSchema } from '@shared/contracts/errors';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { createCategory, deleteCategory, listConsoleCategories, updateCategory } from '../catalog/product-category-admin.service';

/**
 * The owner console's product categories (issue 28): list, add, rename or move, delete.
 * A product's categories are set through its own form (products.routes.ts).
 */
export const productCategoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/api/console/categories',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'Every product category with both names, its place and how many products sit in it',
        response: { 200: consoleProductCategoryListSchema, ...refusals },
      },
    },
    async () => ({ categories: await listConsoleCategories(app.db) }),
  );

  app.post(
    '/api/console/categories',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'Adds a product category; its slug is the one given or made from its English name',
        body: productCategoryCreateBodySchema,
        response: { 201: consoleProductCategorySchema, ...refusals, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCategory(app.db, ownerActor(requireUser(request)), request.body)),
  );

  app.patch(
    '/api/console/categories/:slug',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'Renames a product category in either language or moves it in its group; the slug stays',
        params: categorySlugParamsSchema,
        body: productCategoryUpdateBodySchema,
        response: { 200: consoleProductCategorySchema, ...refusals, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => updateCategory(app.db, ownerActor(requireUser(request)), request.params.slug, request.body),
  );

  app.delete(
    '/api/console/categories/:slug',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: 'Deletes a product category and its links; its products stay',
        params: categorySlugParamsSchema,
        response: { 204: z.null(), ...refusals, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteCategory(app.db, ownerActor(requireUser(request)), request.params.slug);
      return reply.status(204).send(null);
    },
  );
};
