import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@shared/contracts/errors';
import { PRODUCT_IMAGE_MAX_BYTES, productImageTypes, uploadedImageSchema } from '@shared/contracts/console-catalogue';
import { requireRole, requireUser } from '../../plugins/guards';
import { imageTooLarge, storeProductImage } from '../catalog/uploaded-images.service';

/** A little over the cap, so an image of exactly the cap still arrives whole and is judged by its bytes. */
const UPLOAD_BODY_LIMIT = PRODUCT_IMAGE_MAX_BYTES + 16 * 1024;

/**
 * POST /api/console/product-images: the image's bytes as the body, its type as the
 * Content-Type (D22). The parser for image types lives in this plugin only, so no other
 * route accepts a 2 MB body.
 */
export const productImageRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  app.addContentTypeParser([...productImageTypes], { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/console/product-images',
    {
      // Both before the body is read: a stranger, or a declared size over the cap, is
      // turned away without the server taking in 2 MB first.
      onRequest: [requireRole('owner'), refuseDeclaredTooLarge],
      schema: {
        tags: ['console'],
        summary: 'Uploads a product image (PNG, JPEG or WebP, at most 2 MB), checked by its content and stored without its metadata',
        description: 'The body is the image itself, with its type as the Content-Type. The answer names where it is served.',
        response: { 201: uploadedImageSchema, 401: apiErrorSchema, 403: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const upload = { bytes: bodyBytes(request.body), declaredType: mediaTypeOf(request), uploadedBy: requireUser(request).id, at: now() };
      return reply.status(201).send(await storeProductImage(app.db, upload));
    },
  );
};

/** A declared length over the cap is refused before a byte of the body is read. */
async function refuseDeclaredTooLarge(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > PRODUCT_IMAGE_MAX_BYTES) throw imageTooLarge();
}

/** The body as bytes; a JSON or empty body is no image, and is refused as one by its (empty) content. */
const bodyBytes = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

const mediaTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
