import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { PRODUCT_CSV_MAX_CHARS, productImportBodySchema, productImportReportSchema } from '@shared/contracts/product-csv';
import { localeOf, translatorFor } from '../../lib/i18n';
import { requireRole, requireUser } from '../../plugins/guards';
import { ownerActor } from '../audit/audit.service';
import { importProductsCsv, productsCsv } from '../catalog/product-csv.service';

/**
 * The catalogue as CSV in Shopify's column names (issue 28, item 7): the owner's export,
 * and the import with its dry run. The import's body is JSON holding the file's text:
 * up to 5 MB of text, which JSON's escaping may double, is all a request may carry.
 */
const IMPORT_BODY_LIMIT = 2 * PRODUCT_CSV_MAX_CHARS + 1024;

export const productCsvRoutes: FastifyPluginAsyncZod<{ baseUrl: string }> = async (app, { baseUrl }) => {
  const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/api/console/products/export.csv',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags: ['console'],
        summary: "Every product, in shop order, as CSV in Shopify's product columns",
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV (RFC 4180), UTF-8'), ...refusals },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .type('text/csv; charset=utf-8')
        .send(await productsCsv(app.db, baseUrl)),
  );

  app.post(
    '/api/console/products/import',
    {
      onRequest: requireRole('owner'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['console'],
        summary: "Creates and updates products from a CSV in Shopify's product columns, matched by Handle; all rows or none",
        description:
          'With `dryRun`, every row is checked and nothing is written. Any problem (by row, the header being row 1, and column) writes nothing and answers 422 with the report.',
        body: productImportBodySchema,
        response: {
          200: productImportReportSchema,
          ...refusals,
          409: apiErrorSchema,
          413: apiErrorSchema,
          422: z.union([productImportReportSchema, apiErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const { csv, dryRun } = request.body;
      const context = { actor: ownerActor(requireUser(request)), baseUrl, translate: translatorFor(localeOf(request.headers)) };
      const report = await importProductsCsv(app.db, csv, dryRun, context);
      return reply.status(!dryRun && report.problems.length > 0 ? 422 : 200).send(report);
    },
  );
};
