// Bundles the server and the admin command line (src/server + src/shared) into
// dist/server; npm packages stay external and load from node_modules.
import { build } from 'esbuild';
import { linguiCatalogsEsbuildPlugin } from './lingui-catalogs.mjs';

await build({
  entryPoints: ['src/server/server.ts', 'src/server/admin.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: 'tsconfig.json',
  plugins: [linguiCatalogsEsbuildPlugin()],
});
