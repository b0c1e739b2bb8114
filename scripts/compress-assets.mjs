// Writes .br and .gz beside every compressible file of the built site, so the
// server sends them as they are instead of compressing per request (D20).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/web';
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
const MIN_BYTES = 512;

let files = 0;
for (const path of walk(root)) {
  if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
  const content = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  files++;
}
console.log(`compressed ${files} files in ${root} (brotli and gzip)`);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (!path.endsWith('.br') && !path.endsWith('.gz')) yield path;
  }
}
