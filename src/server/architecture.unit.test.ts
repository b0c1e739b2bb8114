import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './config/project-paths';

/**
 * The server's module graph, read from the source: modules/<m> depends on modules/<n>
 * when a non-test file of m imports a file of n. It must have no cycle (issue 10;
 * docs/architecture.md), and no module may import the aggregate db/schema.
 * eslint/boundaries.js holds the rest (only services cross a module's edge).
 */
const srcDir = join(projectRoot, 'src');
const modulesDir = join(srcDir, 'server', 'modules');
const aliases: Record<string, string> = { '@server/': join(srcDir, 'server'), '@shared/': join(srcDir, 'shared') };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where each import of a file points, relative to src/ with forward slashes; packages are left out. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName: specifier }) => {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    const target = alias
      ? join(aliases[alias]!, specifier.slice(alias.length))
      : specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : undefined;
    return target ? [relative(srcDir, target).split(sep).join('/')] : [];
  });
}

const moduleOf = (srcPath: string) => /^server\/modules\/([^/]+)\//.exec(srcPath)?.[1];

function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(relative(srcDir, file).split(sep).join('/'))!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A cycle as the path that closes it ("a → b → a"), or undefined when the graph has none. */
function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const open = path.indexOf(node);
    if (open >= 0) return [...path.slice(open), node];
    if (done.has(node)) return undefined;
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('the server modules', () => {
  it('depend on each other without a cycle', () => {
    const cycle = findCycle(moduleGraph());
    expect(cycle?.join(' → '), 'import cycle between modules').toBeUndefined();
  });

  it('never import db/schema: each reads its own tables from its own *.schema.ts', () => {
    const offenders = sourceFiles(modulesDir).filter((file) =>
      importsOf(file).some((target) => /^server\/db\/schema(\.ts)?$/.test(target)),
    );
    expect(offenders.map((file) => relative(projectRoot, file))).toEqual([]);
  });

  it("declare the owner console's API (/api/console) in modules/console alone", () => {
    const elsewhere = sourceFiles(modulesDir).filter((file) => !file.includes(`${sep}console${sep}`) && /['`]\/api\/console/.test(readFileSync(file, 'utf8')));
    expect(elsewhere.map((file) => relative(projectRoot, file))).toEqual([]);
  });
});

describe('the cycle check', () => {
  it('finds a cycle and names it, and finds none in a layered graph', () => {
    const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([node, to]) => [node, new Set(to)]));
    expect(findCycle(graph({ jobs: [], mail: ['jobs'], accounts: ['mail', 'jobs'], booking: ['accounts'] }))).toBeUndefined();
    expect(findCycle(graph({ accounts: ['mail'], booking: ['providers'], mail: [], providers: ['accounts', 'booking'] }))).toEqual([
      'booking',
      'providers',
      'booking',
    ]);
  });
});
