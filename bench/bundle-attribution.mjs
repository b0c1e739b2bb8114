// Which source modules the first load's bytes come from: each chunk's generated code is
// split by its source map into the modules it came from (raw bytes), and each module's
// gzip share is its raw share of the chunk times the chunk's gzip size.
//   node bench/bundle-attribution.mjs <dir built with --sourcemap> <chunk name>...
// A chunk name is the part before the hash (`index`, `site-content`); without names, every
// chunk the built index.html names. `npm run bench:bundle:why` builds into a scratch folder
// and attributes the chunks bench/bundle-size.mjs saw fetched.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

const KB = 1024;

/** Bytes of `code` (by generated line and column) attributed to each source of `map`. */
export function attribute(code, map) {
  const lines = code.split('\n');
  const lineStarts = [];
  let at = 0;
  for (const line of lines) {
    lineStarts.push(at);
    at += line.length + 1;
  }
  const points = [];
  eachMapping(new TraceMap(map), (m) => points.push({ offset: lineStarts[m.generatedLine - 1] + m.generatedColumn, source: m.source }));
  points.sort((a, b) => a.offset - b.offset);
  const bytes = new Map();
  for (let i = 0; i < points.length; i++) {
    const end = i + 1 < points.length ? points[i + 1].offset : code.length;
    const source = points[i].source ?? '(no source)';
    bytes.set(source, (bytes.get(source) ?? 0) + Buffer.byteLength(code.slice(points[i].offset, end)));
  }
  return bytes;
}

/** A module's path from the repository's root (node_modules/…, src/…, locales/…). */
const shortPath = (source) => source.replace(/^.*?\/(node_modules|src|locales)\//, '$1/');

/** A module's package (node_modules) or its place in the repository. */
export function groupOf(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return pkg ? pkg[1] : shortPath(source);
}

export function attributeChunks(dir, names) {
  const assets = join(dir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const picked = names.length
    ? names.map((name) => files.find((f) => f.replace(/-[\w-]{8}\.js$/, '') === name) ?? name)
    : [...readFileSync(join(dir, 'index.html'), 'utf8').matchAll(/assets\/([^"]+\.js)/g)].map((m) => m[1]);
  const byModule = new Map();
  const byPackage = new Map();
  let gzipTotal = 0;
  for (const file of picked) {
    if (!files.includes(file)) {
      console.warn(`no chunk ${file} in ${assets}`);
      continue;
    }
    const code = readFileSync(join(assets, file), 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    gzipTotal += gzip;
    // A chunk with no map (the bundler's runtime) counts as one module of its own.
    const bytes = existsSync(join(assets, `${file}.map`))
      ? attribute(code, JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')))
      : new Map([[`(${file}, no map)`, code.length]]);
    const raw = [...bytes.values()].reduce((a, b) => a + b, 0);
    for (const [source, n] of bytes) {
      const share = (n / raw) * gzip;
      const key = `${file.replace(/-[\w-]{8}\.js$/, '')}  ${shortPath(source)}`;
      byModule.set(key, (byModule.get(key) ?? 0) + share);
      const group = groupOf(source);
      byPackage.set(group, (byPackage.get(group) ?? 0) + share);
    }
  }
  return { byModule, byPackage, gzipTotal };
}

const fmt = (bytes) => `${(bytes / KB).toFixed(2)} KB`.padStart(10);

/** Prints the attribution: by package or source folder, then the largest modules. */
export function printAttribution({ byModule, byPackage, gzipTotal }, modules = Number(process.env.TOP ?? 40)) {
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`gzip, each module's share of its chunk's raw bytes times the chunk's gzip size; ${fmt(gzipTotal).trim()} in all\n\nby package or folder:`);
  const folder = new Map();
  for (const [group, n] of byPackage) {
    const key = group.startsWith('src/') ? group.split('/').slice(0, 4).join('/') : group;
    folder.set(key, (folder.get(key) ?? 0) + n);
  }
  for (const [group, n] of top(folder, 40)) console.log(`${fmt(n)}  ${group}`);
  console.log('\nby module (chunk, then source):');
  for (const [source, n] of top(byModule, modules)) console.log(`${fmt(n)}  ${source}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, ...names] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node bench/bundle-attribution.mjs <dir built with --sourcemap> [chunk name...]');
    process.exit(2);
  }
  printAttribution(attributeChunks(dir, names));
}
