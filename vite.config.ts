import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHintsVitePlugin } from './scripts/compile-hints.mjs';
import { linguiCatalogsVitePlugin } from './scripts/lingui-catalogs.mjs';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/web'),
  publicDir: isSsrBuild ? false : fromRoot('./src/web/public'),
  plugins: [react(), linguiCatalogsVitePlugin(), compileHintsVitePlugin()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fromRoot('./src/shared') },
      { find: '@web', replacement: fromRoot('./src/web') },
      { find: '@locales', replacement: fromRoot('./locales') },
      // React 19 has useSyncExternalStore itself: @lingui/react's shim for older Reacts stays out of the bundle.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fromRoot('./src/web/lib/use-sync-external-store-shim.ts') },
    ],
  },
  build: {
    // `vite build --ssr entry-server.tsx` (D25) builds the public pages' renderer for the server.
    outDir: fromRoot(isSsrBuild ? './dist/ssr' : './dist/web'),
    emptyOutDir: true,
    // Inline nothing: the CSP allows scripts, styles and images only from our origin.
    assetsInlineLimit: 0,
    sourcemap: false,
    // Which built files each screen needs: a prerendered page links its screen's styles.
    manifest: !isSsrBuild,
    // React in a chunk of its own: it changes less often than our code, so a release leaves
    // it in the browser's cache, and bench/bundle-size.mjs can say what is React's and what ours.
    // And zod's switch in one of its own, which the entry imports first: a chunk's imports run
    // before its own code, and zod decides at each schema's making (src/web/lib/zod-jitless.ts).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: 'zod-jitless', test: /[\\/]src[\\/]web[\\/]lib[\\/]zod-jitless\.ts$/ },
                // The whole app's libraries, each run as a step of its own (main.tsx, ADR 0053).
                { name: 'react-router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
              ],
            },
          },
        },
    // Every browser we serve preloads modules itself (Safari since 17); one that does not
    // still loads them, a little later. The polyfill would cost every first load (issue 15).
    modulePreload: { polyfill: false },
  },
  // The renderer carries its libraries: the server runs one built file, with no node_modules lookups.
  ssr: { noExternal: true },
  server: {
    // `npm run dev`: the API runs on PORT (3000) and Vite proxies to it.
    proxy: {
      '/api': 'http://localhost:3000',
      '/create-checkout': 'http://localhost:3000',
      // Uploaded product images (D22), served by the API server.
      '/media': 'http://localhost:3000',
    },
  },
}));
