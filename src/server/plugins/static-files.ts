import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { representationOf, sendRepresentation, type Representation } from '../lib/representation';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

interface StaticFile extends Representation {
  cacheControl: string;
}

/**
 * The built site's files (dist/web) from memory (issue 15): read once at start-up with
 * the .br and .gz copies made at build time (scripts/compress-assets.mjs), each sent in
 * the best encoding the browser accepts with a strong ETag, so a revalidation is a 304.
 * Vite's hashed files under /assets/ are cached for a year; everything else is revalidated.
 * A path that is no file goes on to the not-found handler (which answers pages).
 */
export function registerStaticFiles(app: FastifyInstance, webDir: string): void {
  const files = loadStaticFiles(webDir);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) => {
      // The router hands the path after "/" decoded ("giraffe%20plush.svg" is "giraffe plush.svg").
      const file = files.get(`/${(request.params as { '*': string })['*']}`);
      if (!file) return reply.callNotFound();
      reply.header('cache-control', file.cacheControl);
      return sendRepresentation(request, reply, file);
    },
  });
}

/** Every file under `webDir` by its URL path ("/assets/index-Ab12.js"), with its compressed copies. */
export function loadStaticFiles(webDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const paths = walk(webDir);
  const present = new Set(paths);
  const copy = (path: string) => (present.has(path) ? readFileSync(path) : undefined);
  for (const path of paths) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const url = `/${relative(webDir, path).split(sep).join('/')}`;
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const representation = representationOf(readFileSync(path), contentType, { br: copy(`${path}.br`), gzip: copy(`${path}.gz`) });
    files.set(url, { ...representation, cacheControl: url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE });
  }
  return files;
}

/** The files under `dir`; hidden ones (Vite's .vite/manifest.json) are not the site's. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}
