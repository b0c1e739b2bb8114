// The import rules that keep the house in order (docs/architecture.md), as ESLint rules
// so `npm run lint` fails on a breach. Both rules resolve every import, relative or
// through the @web/@server/@shared aliases, to a file under src/ and judge where it
// goes, so no spelling of a path slips past.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const aliases = {
  '@web/': join(root, 'src/web'),
  '@server/': join(root, 'src/server'),
  '@shared/': join(root, 'src/shared'),
};

/** The file an import names, relative to src/ with forward slashes; undefined for packages. */
function targetOf(specifier, importer) {
  for (const [alias, dir] of Object.entries(aliases)) {
    if (specifier.startsWith(alias)) return srcPath(join(dir, specifier.slice(alias.length)));
  }
  if (specifier.startsWith('.')) return srcPath(resolve(dirname(importer), specifier));
  return undefined;
}

function srcPath(absolute) {
  const path = relative(join(root, 'src'), absolute).split(sep).join('/');
  return path.startsWith('..') ? undefined : path;
}

/** Calls `check(node, target)` for every import, re-export and dynamic import with a literal path. */
function visitImports(context, check) {
  const importer = context.filename;
  const visit = (node, source) => {
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    const target = targetOf(source.value, importer);
    if (target !== undefined) check(node, target, source.value);
  };
  return {
    ImportDeclaration: (node) => visit(node, node.source),
    ExportNamedDeclaration: (node) => visit(node, node.source),
    ExportAllDeclaration: (node) => visit(node, node.source),
    ImportExpression: (node) => visit(node, node.source),
  };
}

// ---- Web: app > routes > features > components > lib (> shared) ----

const webRank = { lib: 1, components: 2, features: 3, routes: 4, app: 5 };

function webPlace(path) {
  if (path.startsWith('shared/')) return { rank: 0 };
  if (!path.startsWith('web/')) return undefined;
  const [, top, feature] = path.split('/');
  if (top === 'styles' || top === 'public') return { rank: 0 };
  if (!(top in webRank)) return { rank: 6, name: top }; // main.tsx and other entry files
  return { rank: webRank[top], name: top, feature: top === 'features' ? feature : undefined };
}

const webLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Web imports go down the layers, and a feature never imports another feature.' },
    schema: [],
    messages: {
      upward: '{{from}} must not import {{to}} ({{spec}}): imports go app → routes → features → components → lib → shared.',
      crossFeature:
        'features/{{from}} must not import features/{{to}} ({{spec}}): compose them in a route, or lift what both need into components/, lib/ or src/shared.',
    },
  },
  create(context) {
    const self = webPlace(srcPath(context.filename) ?? '');
    if (!self || self.rank === 0) return {};
    return visitImports(context, (node, target, spec) => {
      const other = webPlace(target);
      if (!other) return;
      if (self.feature && other.feature && self.feature !== other.feature) {
        context.report({ node, messageId: 'crossFeature', data: { from: self.feature, to: other.feature, spec } });
      } else if (other.rank > self.rank) {
        context.report({ node, messageId: 'upward', data: { from: self.name, to: other.name, spec } });
      }
    });
  },
};

// ---- Server: a module's public surface is its *.service.ts files ----

function serverModule(path) {
  const match = /^server\/modules\/([^/]+)\/(.+)$/.exec(path);
  return match ? { module: match[1], file: match[2] } : undefined;
}

const isPublicSurface = (file) => /\.service\.ts$|\.service$/.test(file);
const isSchema = (file) => /\.schema(\.ts)?$/.test(file);

const serverModules = {
  meta: {
    type: 'problem',
    docs: { description: "A module uses another module only through its services; tables stay with their module." },
    schema: [],
    messages: {
      private:
        'modules/{{from}} must not import modules/{{to}}/{{file}} ({{spec}}): call a service of modules/{{to}} (its *.service.ts) instead.',
      allTables:
        'modules/{{from}} must not import db/schema ({{spec}}): a module reads and writes only its own tables, from its own *.schema.ts.',
    },
  },
  create(context) {
    const self = serverModule(srcPath(context.filename) ?? '');
    if (!self) return {};
    return visitImports(context, (node, target, spec) => {
      if (/^server\/db\/schema(\.ts)?$/.test(target)) {
        context.report({ node, messageId: 'allTables', data: { from: self.module, spec } });
        return;
      }
      const other = serverModule(target);
      if (!other || other.module === self.module || isPublicSurface(other.file)) return;
      // A table may reference another module's table (a foreign key); nothing else reaches in.
      if (isSchema(self.file) && isSchema(other.file)) return;
      context.report({ node, messageId: 'private', data: { from: self.module, to: other.module, file: other.file, spec } });
    });
  },
};

export default { rules: { 'web-layers': webLayers, 'server-modules': serverModules } };
