import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
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

/**
 * What a translation must keep of its source: the names of its values ({name},
 * {count, plural, …}) and its markup tags (<0>…</0>), read from the compiled message,
 * so the words inside a plural or select branch may differ freely.
 */
function keptParts(text: string): string[] {
  const parts = new Set<string>();
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) {
      if (typeof nodes !== 'string') return; // a plural's offset
      for (const tag of nodes.matchAll(/<\/?(\d+)\/?>/g)) parts.add(`<${tag[1]}>`);
      return;
    }
    for (const node of nodes as unknown[]) {
      if (!Array.isArray(node)) walk(node);
      else {
        parts.add(`{${String(node[0])}}`);
        const branches: unknown = node[2];
        if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walk(branch);
      }
    }
  };
  walk(compileMessageOrThrow(text));
  return [...parts].sort();
}

const translations = localeDirs.filter((locale) => locale !== SOURCE_LOCALE).flatMap((locale) => catalogNames.map((name) => [locale, name] as const));

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

  it.each(localeDirs.flatMap((locale) => catalogNames.map((name) => [locale, name] as const)))('%s/%s compiles', (locale, name) => {
    expect(() => compileCatalogFile(join(localesDir, locale, `${name}.po`))).not.toThrow();
  });

  // Fails naming each message one catalogue has and the other lacks, so what is left to
  // translate (or to remove) is the failure message itself.
  it.each(translations)('%s/%s translates every message of the source, and no other', (locale, name) => {
    const source = catalog(SOURCE_LOCALE, name);
    const translated = catalog(locale, name);
    const untranslated = Object.keys(source).filter((id) => !(id in translated));
    const unknown = Object.keys(translated).filter((id) => !(id in source));
    expect(untranslated, `in ${SOURCE_LOCALE}/${name}.po but not translated in ${locale}/${name}.po`).toEqual([]);
    expect(unknown, `in ${locale}/${name}.po but not in ${SOURCE_LOCALE}/${name}.po`).toEqual([]);
  });

  it.each(translations)('%s/%s keeps the values and markup of every message', (locale, name) => {
    const source = catalog(SOURCE_LOCALE, name);
    const differing = Object.entries(catalog(locale, name))
      .filter(([id, text]) => id in source && keptParts(text).join() !== keptParts(source[id]!).join())
      .map(([id, text]) => `${id}: ${keptParts(source[id]!).join(' ')} → ${keptParts(text).join(' ')}`);
    expect(differing).toEqual([]);
  });
});
