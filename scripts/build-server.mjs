// Bundles the server and the admin command line (src/server + src/shared, and the message
// catalogues) into dist/server; npm packages stay external and load from node_modules.
// The process tests build the same bundle into a folder of their own.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { linguiCatalogsEsbuildPlugin } from './lingui-catalogs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildServer({ outdir = `${root}dist/server`, logLevel = 'warning' } = {}) {
  await bundleServerCode({ entryPoints: [`${root}src/server/server.ts`, `${root}src/server/admin.ts`], outdir, logLevel });
}

/** Bundles entry points of server code as the server is bundled (the benches that run the app in their own process use it too). */
export async function bundleServerCode({ entryPoints, outdir, logLevel = 'warning' }) {
  await build({
    // Each entry beside the others in outdir, with the embedded database's thread (ADR 0054),
    // which the server starts from its own folder.
    entryPoints: [...entryPoints, `${root}src/server/db/embedded-worker.ts`].map((path) => ({ in: path, out: basename(path).replace(/\.[cm]?ts$/, '') })),
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel,
    tsconfig: `${root}tsconfig.json`,
    plugins: [linguiCatalogsEsbuildPlugin()],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
