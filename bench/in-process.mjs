// What the benches that drive the real app in their own process share (bench/scale.mjs,
// bench/durable-writes.mjs): the app and database code bundled by esbuild like the server
// (scripts/build-server.mjs), and a client that signs in over `app.inject`.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleServerCode } from '../scripts/build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles bench/scale-harness.ts (the real routes, services and repositories) and imports it. */
export async function loadHarness() {
  const outdir = join(root, 'dist', 'bench');
  await bundleServerCode({ entryPoints: [join(root, 'bench', 'scale-harness.ts')], outdir });
  return import(pathToFileURL(join(outdir, 'scale-harness.js')).href);
}

let nextAddress = 1;

/** A person of their own address who keeps their cookies, talking to `app` as a browser on `baseUrl` would. */
export function inProcessClient(app, baseUrl) {
  const cookies = new Map();
  const remoteAddress = `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  return {
    async request(method, url, body) {
      const response = await app.inject({
        method,
        url,
        remoteAddress,
        headers: {
          origin: baseUrl,
          ...(cookies.size > 0 ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
      });
      for (const cookie of response.cookies) cookies.set(cookie.name, cookie.value);
      return response;
    },
  };
}
