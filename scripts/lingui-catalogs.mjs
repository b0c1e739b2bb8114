// The message catalogues (D24): PO files in locales/<locale>/<catalogue>.po, one msgid per
// message id ("cart.empty") and its text in msgstr, ICU MessageFormat. They are compiled
// into Lingui's compiled form when a bundle imports them, by the same code for the browser
// (Vite), the tests (Vitest) and the server (esbuild), so no compiled file is ever stale.
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';

export const SOURCE_LOCALE = 'en-CA';

/** Message id → text of one PO file; untranslated (empty) entries are left out. */
export function readCatalog(poText) {
  const texts = {};
  for (const item of PO.parse(poText).items) {
    if (item.obsolete) continue;
    const text = item.msgstr.join('');
    if (text !== '') texts[item.msgid] = text;
  }
  return texts;
}

/**
 * The compiled catalogue of the PO file at `path`. A locale other than the source falls
 * back to the source's text for a message it has not translated yet, so nobody ever sees
 * a bare id; the catalogue tests make sure none is left untranslated.
 */
export function compileCatalogFile(path, poText = readFileSync(path, 'utf8')) {
  const locale = basename(dirname(path));
  const texts = readCatalog(poText);
  const merged =
    locale === SOURCE_LOCALE
      ? texts
      : { ...readCatalog(readFileSync(join(dirname(dirname(path)), SOURCE_LOCALE, basename(path)), 'utf8')), ...texts };
  const compiled = {};
  for (const [id, text] of Object.entries(merged)) {
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${path}: message "${id}" is not valid ICU MessageFormat: ${error.message}`, { cause: error });
    }
  }
  return compiled;
}

const moduleSource = (messages) => `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;

/** Vite and Vitest: `import { messages } from '…/messages.po'`. */
export function linguiCatalogsVitePlugin() {
  return {
    name: 'pet-haven-lingui-catalogs',
    transform(code, id) {
      const path = id.split('?')[0];
      if (!path.endsWith('.po')) return null;
      // Vite watches the source catalogue too, so editing English refreshes French.
      if (basename(dirname(path)) !== SOURCE_LOCALE) {
        this.addWatchFile(join(dirname(dirname(path)), SOURCE_LOCALE, basename(path)));
      }
      return { code: moduleSource(compileCatalogFile(path, code)), map: null };
    },
  };
}

/** esbuild (the server bundle): the same compiled catalogues. */
export function linguiCatalogsEsbuildPlugin() {
  return {
    name: 'pet-haven-lingui-catalogs',
    setup(build) {
      build.onLoad({ filter: /\.po$/ }, (args) => ({ contents: moduleSource(compileCatalogFile(args.path)), loader: 'js' }));
    },
  };
}
