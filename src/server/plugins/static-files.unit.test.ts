import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticFiles } from './static-files';

/** A built site as `npm run build` lays it out, served by a bare Fastify app with the plugin alone. */
const app = Fastify();
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pet-haven-static-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'images'));
  const css = 'body { color: black; }\n'.repeat(40);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.css'), css);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.css.gz'), gzipSync(css));
  writeFileSync(join(dir, 'images', 'giraffe plush.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  registerStaticFiles(app, dir);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send('not a file'));
  await app.ready();
});
afterAll(() => app.close());

describe('the built files from memory', () => {
  it('sends the gzip copy made at build time to a browser that accepts it, with a type, a year of caching and an ETag', async () => {
    const response = await app.inject({ url: '/assets/index-Ab12Cd34.css', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers.etag).toMatch(/^"[\w-]+-gzip"$/);
  });

  it('answers a revalidation with 304, and the plain file to a browser that accepts no encoding', async () => {
    const plain = await app.inject('/assets/index-Ab12Cd34.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('body { color: black; }');
    const again = await app.inject({ url: '/assets/index-Ab12Cd34.css', headers: { 'if-none-match': plain.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('finds a file whose name is escaped in the URL, revalidated as it is not hashed', async () => {
    const response = await app.inject('/images/giraffe%20plush.svg?v=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves hidden files, unknown paths and pages to the not-found handler', async () => {
    for (const url of ['/.vite/manifest.json', '/assets/index-OldHash0.css', '/assets/../../etc/passwd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/shop', '/shop?product=3']) {
      expect((await app.inject(url)).body, url).toBe('not a file');
    }
  });
});
