import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_LOCALE, compileCatalogFile, readCatalog } from '../scripts/lingui-catalogs.mjs';

/**
 * The catalogues are the one source of every word a person reads (D24). A message id is
 * written as a literal "<catalogue>.<area>.<name>" wherever it is used, so this test can
 * find every use: each must exist, in every locale, and no catalogue keeps an unused one.
 */
const root = join(import.meta.dirname, '..');
const localesDir = join(root, 'locales');
const localeDirs = readdirSync(localesDir).filter((name) => statSync(join(localesDir, name)).isDirectory());
const catalogNames = readdirSync(join(localesDir, SOURCE_LOCALE))
  .filter((name) => name.endsWith('.po'))
  .map((name) => name.slice(0, -'.po'.length));
const idPattern = new RegExp(`['"\`]((?:${catalogNames.join('|')})\\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"\`]`, 'g');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const usedIds = new Map<string, string>();
for (const file of sourceFiles(join(root, 'src'))) {
  for (const match of readFileSync(file, 'utf8').matchAll(idPattern)) usedIds.set(match[1]!, relative(root, file));
}

const catalog = (locale: string, name: string) => readCatalog(readFileSync(join(localesDir, locale, `${name}.po`), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{\s*([A-Za-z0-9_]+)/g)].map((m) => m[1]).sort();

describe('the message catalogues', () => {
  it.each(catalogNames)('%s: every id used in the code is in the source catalogue', (name) => {
    const ids = catalog(SOURCE_LOCALE, name);
    const missing = [...usedIds].filter(([id]) => id.startsWith(`${name}.`) && !(id in ids)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(catalogNames)('%s: every message in the catalogue is used', (name) => {
    const unused = Object.keys(catalog(SOURCE_LOCALE, name)).filter((id) => !usedIds.has(id));
    expect(unused).toEqual([]);
  });

  it.each(catalogNames)('%s: every id sits in the catalogue its name says', (name) => {
    const misplaced = Object.keys(catalog(SOURCE_LOCALE, name)).filter((id) => !id.startsWith(`${name}.`));
    expect(misplaced).toEqual([]);
  });

  it.each(localeDirs.flatMap((locale) => catalogNames.map((name) => [locale, name] as const)))(
    '%s/%s compiles, and translates every message with the same placeholders',
    (locale, name) => {
      const path = join(localesDir, locale, `${name}.po`);
      expect(() => compileCatalogFile(path)).not.toThrow();
      const source = catalog(SOURCE_LOCALE, name);
      const translated = catalog(locale, name);
      expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
      for (const [id, text] of Object.entries(translated)) {
        expect(placeholders(text), `${basename(path)} ${id}`).toEqual(placeholders(source[id]!));
      }
    },
  );
});
