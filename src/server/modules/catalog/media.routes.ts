import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { apiErrorSchema } from '@shared/contracts/errors';
import { notFound } from '../../lib/app-error';
import type { MediaCache } from './media-cache';
import { openMediaFile } from './uploaded-images.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/<sha256>.<ext>: an uploaded image, for everyone, cached for ever (its name is
 * its content), streamed from this server's copy (D32).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ mediaCache: MediaCache }> = async (app, { mediaCache }) => {
  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'An uploaded image',
        params: z.object({ file: z.string().max(128) }),
        // The bytes themselves: Fastify sends a Buffer as it is, past any serializer.
        response: { 200: z.unknown().describe('The image, with its type as the Content-Type'), 304: z.unknown(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await openMediaFile(app.db, mediaCache, request.params.file);
      if (!image) throw notFound();
      const etag = `"${image.sha256}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) {
        image.file.release();
        return reply.status(304).send();
      }
      return reply.type(image.contentType).header('content-length', image.file.byteSize).send(image.file.body);
    },
  );
};
