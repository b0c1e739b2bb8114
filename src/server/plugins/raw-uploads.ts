import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppError } from '../lib/app-error';

/**
 * The one way a route takes a file as its body (D22): the bytes as they came, the type
 * as the Content-Type. The parser is added to the plugin of the upload route only, so no
 * other route accepts a body that large.
 */
export function acceptRawUploads(app: FastifyInstance, types: readonly string[], maxBytes: number): void {
  // A little over the cap, so a file of exactly the cap still arrives whole and is judged by its bytes.
  app.addContentTypeParser([...types], { parseAs: 'buffer', bodyLimit: maxBytes + 16 * 1024 }, (_request, body, done) => done(null, body));
}

/** A declared length over the cap is refused before a byte of the body is read. */
export function refuseDeclaredOver(maxBytes: number, refusal: () => AppError): onRequestAsyncHookHandler {
  return async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw refusal();
  };
}

/** The upload's bytes and declared type (parameters left off); a JSON or empty body is no file, and is refused as one by its (empty) content. */
export function uploadOf(request: FastifyRequest): { bytes: Buffer; declaredType: string } {
  return {
    bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    declaredType: (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
  };
}
