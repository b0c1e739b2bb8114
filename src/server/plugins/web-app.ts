import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';
import { localeOf, translatorFor } from '../lib/i18n';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app from dist/web. Vite's hashed files under
 * /assets/ are cached for a year; everything else is revalidated. The .br and
 * .gz files made at build time are sent as they are (no compression per request).
 * Paths that are not files fall back to index.html so client routes load.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  const built = webDir !== null && existsSync(join(webDir, 'index.html'));
  if (webDir !== null && !built) {
    app.log.warn({ webDir }, 'no built web app found: run `npm run build` to serve the site');
  }
  if (webDir === null || !built) {
    app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundBody(request)));
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    preCompressed: true,
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes(`${join(webDir, 'assets')}/`) ? IMMUTABLE : REVALIDATE);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !path.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPageRequest) return reply.status(404).send(notFoundBody(request));
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}

const notFoundBody = (request: FastifyRequest) =>
  errorBody('NOT_FOUND', translatorFor(localeOf(request.headers))('errors.noRoute', { method: request.method, path: request.url.split('?')[0] }));
