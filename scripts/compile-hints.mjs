// Explicit compile hints (V8, Chrome 136 and later): a script beginning with the magic
// comment `//# allFunctionsCalledOnLoad` has all its functions compiled as it streams in,
// off the main thread, instead of each one on the main thread the first time it runs.
// Taking over a prerendered page runs most of the entry chunk and its static imports at
// once, and compiling them lazily was a large part of the long tasks Lighthouse counts as
// blocking (issue 15: on /our-story, about 40% of them). Only that first-load code is
// hinted: hinting every chunk would compile screens nobody opens.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The magic comment, a line of its own at the top of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The app every page but home starts with (ADR 0046: the home page's light shell fetches it
 * only when the visitor goes elsewhere), loaded by the entry as a chunk of its own.
 */
const APP_START = /[\\/]src[\\/]web[\\/]app[\\/]start-app\.tsx$/;

/** The entry chunks, the app's start, and every chunk they import statically. */
function firstLoadChunks(bundle) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set();
  const visit = (chunk) => {
    if (!chunk || found.has(chunk)) return;
    found.add(chunk);
    for (const imported of chunk.imports) visit(byName.get(imported));
  };
  for (const chunk of chunks) if (chunk.isEntry || APP_START.test(chunk.facadeModuleId ?? '')) visit(chunk);
  return found;
}

/** A Vite plugin (the browser build) hinting the first-load chunks as they are written. */
export function compileHintsVitePlugin() {
  return {
    name: 'pet-haven:compile-hints',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    // Once written: Vite rewrites the entry chunk up to the end (its preload helper goes first).
    writeBundle(options, bundle) {
      for (const chunk of firstLoadChunks(bundle)) {
        const file = join(options.dir, chunk.fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
        // A source map, when one is built, starts a line later.
        const mapFile = `${file}.map`;
        if (!existsSync(mapFile)) continue;
        const map = JSON.parse(readFileSync(mapFile, 'utf8'));
        writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
      }
    },
  };
}
