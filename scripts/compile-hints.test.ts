import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT as HINT, compileHintsVitePlugin } from './compile-hints.mjs';

/** What Rollup hands writeBundle: chunks by file name, with their static imports. */
const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk', fileName, imports, isEntry });

function writeBundle(dir: string, bundle: Record<string, unknown>) {
  const plugin = compileHintsVitePlugin() as unknown as { writeBundle: (options: { dir: string }, bundle: Record<string, unknown>) => void };
  plugin.writeBundle({ dir }, bundle);
}

describe('compile hints on the first-load chunks', () => {
  it('hints the entry and everything it imports statically, and nothing loaded later', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    for (const name of ['index.js', 'preact.js', 'config.js', 'console.js', 'style.css']) writeFileSync(join(dir, name), `/* ${name} */`);
    writeBundle(dir, {
      'index.js': chunk('index.js', ['preact.js'], true),
      'preact.js': chunk('preact.js', ['config.js']),
      'config.js': chunk('config.js', []),
      // A screen loaded on demand (a dynamic import) is not part of the first load.
      'console.js': chunk('console.js', ['preact.js']),
      'style.css': { type: 'asset', fileName: 'style.css' },
    });
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    expect(read('index.js')).toBe(`${HINT}/* index.js */`);
    expect(read('preact.js')).toBe(`${HINT}/* preact.js */`);
    expect(read('config.js')).toBe(`${HINT}/* config.js */`);
    expect(read('console.js')).toBe('/* console.js */');
    expect(read('style.css')).toBe('/* style.css */');
  });

  it('hints the app every page but home starts with (start-app.tsx, a dynamic import of the entry), and its imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    for (const name of ['index.js', 'start-app.js', 'router.js', 'shop.js']) writeFileSync(join(dir, name), `/* ${name} */`);
    writeBundle(dir, {
      'index.js': chunk('index.js', [], true),
      'start-app.js': { ...chunk('start-app.js', ['router.js', 'index.js']), facadeModuleId: '/repo/src/web/app/start-app.tsx' },
      'router.js': chunk('router.js', []),
      'shop.js': { ...chunk('shop.js', ['index.js']), facadeModuleId: '/repo/src/web/routes/shop.tsx' },
    });
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    expect(read('start-app.js')).toBe(`${HINT}/* start-app.js */`);
    expect(read('router.js')).toBe(`${HINT}/* router.js */`);
    expect(read('index.js')).toBe(`${HINT}/* index.js */`);
    expect(read('shop.js')).toBe('/* shop.js */');
  });

  it("moves a source map's mappings a line down, past the hint", () => {
    const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    writeFileSync(join(dir, 'index.js'), 'run()');
    writeFileSync(join(dir, 'index.js.map'), JSON.stringify({ version: 3, sources: ['main.ts'], names: [], mappings: 'AAAA' }));
    writeBundle(dir, { 'index.js': chunk('index.js', [], true) });
    expect(JSON.parse(readFileSync(join(dir, 'index.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});
