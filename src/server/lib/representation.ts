import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';

/**
 * A response body made once and sent many times (issue 15), JSON answers and pages alike:
 * its bytes, compressed with brotli and gzip when that pays, and a strong ETag per
 * encoding, so a repeat visitor who sends it back in If-None-Match gets a 304 with no body.
 */
export interface Representation {
  contentType: string;
  identity: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
  /** The quoted strong ETag of the identity bytes; an encoding's adds its name. */
  etag: string;
}

/** Below this many bytes compression saves less than its header costs. */
const COMPRESS_FROM = 512;

export function representationOf(
  body: string | Buffer,
  contentType: string,
  compressed: { br?: Buffer | undefined; gzip?: Buffer | undefined } = compress(body),
): Representation {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { contentType, identity, br: compressed.br, gzip: compressed.gzip, etag: `"${hash}"` };
}

/**
 * A route's JSON body made once, exactly as its response schema would serialise it per
 * request; compressed unless told not to (a small body made often).
 */
export function jsonRepresentation<Schema extends z.ZodType>(
  schema: Schema,
  value: z.output<Schema>,
  { compress: compressIt = true, brotliQuality = 11 } = {},
): Representation {
  const body = JSON.stringify(z.encode(schema, value));
  return representationOf(body, 'application/json; charset=utf-8', compressIt ? compress(body, { brotliQuality }) : {});
}

/**
 * Brotli and gzip of a body. Quality 11 for what is made once per version; a page rendered
 * on a visitor's request asks for less (5 is most of the saving in a fraction of the time).
 */
export function compress(body: string | Buffer, { brotliQuality = 11, from = COMPRESS_FROM } = {}): { br?: Buffer; gzip?: Buffer } {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (bytes.length < from) return {};
  return {
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}

/**
 * Sends the representation in the best encoding the client accepts, or a 304 when the
 * client's If-None-Match names it. The caller sets cache-control; Vary gains Accept-Encoding
 * when there is a compressed variant.
 */
export function sendRepresentation(request: FastifyRequest, reply: FastifyReply, representation: Representation): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding'], representation);
  const etag = encoding ? `${representation.etag.slice(0, -1)}-${encoding}"` : representation.etag;
  if (representation.br || representation.gzip) reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type(representation.contentType).send(encoding ? representation[encoding] : representation.identity);
}

function chooseEncoding(accepted: string | undefined, representation: Representation): 'br' | 'gzip' | undefined {
  if (!accepted) return undefined;
  if (representation.br && /\bbr\b/.test(accepted)) return 'br';
  if (representation.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function varyWith(current: unknown, header: string): string {
  const value = typeof current === 'string' ? current : '';
  if (value.toLowerCase().includes(header.toLowerCase())) return value;
  return value ? `${value}, ${header}` : header;
}
