import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes, uploadedImageSchema } from '@shared/contracts/console-catalogue';
import { requireRole, requireUser } from '../../plugins/guards';
import { acceptRawUploads, refuseDeclaredOver, uploadOf } from '../../plugins/raw-uploads';
import { imageTooLarge, storeProductImage } from '../catalog/uploaded-images.service';

/**
 * POST /api/console/product-images: the image's bytes as the body, its type as the
 * Content-Type (D22). The parser for image types lives in this plugin only, so no other
 * route accepts a 2 MB body.
 */
export const productImageRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  acceptRawUploads(app, productImageTypes, PRODUCT_IMAGE_MAX_BYTES);

  app.post(
    '/api/console/product-images',
    {
      // Both before the body is read: a stranger, or a declared size over the cap, is
      // turned away without the server taking in 2 MB first.
      onRequest: [requireRole('owner'), refuseDeclaredOver(PRODUCT_IMAGE_MAX_BYTES, imageTooLarge)],
      schema: {
        tags: ['console'],
        summary: 'Uploads a product image (PNG, JPEG or WebP, at most 2 MB), checked by its content and stored without its metadata',
        description: 'The body is the image itself, with its type as the Content-Type. The answer names where it is served.',
        response: { 201: uploadedImageSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const upload = { ...uploadOf(request), uploadedBy: requireUser(request).id, at: now() };
      return reply.status(201).send(await storeProductImage(app.db, upload));
    },
  );
};
