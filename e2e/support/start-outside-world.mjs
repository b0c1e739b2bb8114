// Node 20 cannot run TypeScript: bundle outside-world.ts (reusing the server tests'
// mail catcher and OpenID provider) with esbuild in memory, npm packages external,
// and run it from this folder so those packages resolve from node_modules.
import { build } from 'esbuild';
import { writeFile, rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

// oidc-provider warns that it is in development mode on Node 20; it is, on purpose.
const warn = console.warn;
console.warn = (...args) => {
  if (!String(args[0]).includes('oidc-provider WARNING')) warn(...args);
};

const here = fileURLToPath(new URL('.', import.meta.url));
const result = await build({
  entryPoints: [`${here}outside-world.ts`],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  write: false,
  logLevel: 'warning',
});
const bundle = `${here}.outside-world.${process.pid}.mjs`;
await writeFile(bundle, result.outputFiles[0].text);
let startOutsideWorld;
try {
  ({ startOutsideWorld } = await import(pathToFileURL(bundle).href));
} finally {
  await rm(bundle, { force: true });
}
await startOutsideWorld();
