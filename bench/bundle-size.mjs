// Builds the site and prints what a first visit to `/` downloads: the entry
// script, the chunks it preloads, and the stylesheets, raw, gzip and brotli,
// beside the D20 budget (80 KB gzip of JS, on the way to 60 KB; issue 15 gets it there).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = 'dist/web';
if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel=error', { stdio: 'inherit' });

const html = readFileSync(join(web, 'index.html'), 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const js = new Set();
const css = new Set();
for (const tag of tags) {
  if (tag.startsWith('<script') && attr(tag, 'src')) js.add(attr(tag, 'src'));
  if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') js.add(attr(tag, 'href'));
  if (tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet') css.add(attr(tag, 'href'));
}

const KB = 1024;
const sizes = (files) =>
  [...files].reduce(
    (sum, file) => {
      const content = readFileSync(join(web, file));
      sum.raw += content.length;
      sum.gzip += gzipSync(content, { level: 9 }).length;
      sum.brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      return sum;
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`.padStart(10);

const jsSize = sizes(js);
const cssSize = sizes(css);
console.log(`first load of /: ${js.size} JS file(s), ${css.size} CSS file(s)`);
console.log(`${'asset'.padEnd(6)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}   budget (gzip)`);
console.log(`${'JS'.padEnd(6)}${fmt(jsSize.raw)}${fmt(jsSize.gzip)}${fmt(jsSize.brotli)}   80 KB (goal 60 KB): ${jsSize.gzip <= 80 * KB ? 'within' : 'OVER'}`);
console.log(`${'CSS'.padEnd(6)}${fmt(cssSize.raw)}${fmt(cssSize.gzip)}${fmt(cssSize.brotli)}`);
