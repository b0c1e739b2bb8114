import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The brief says "Use React for the frontend" (D29, ADR 0021): React DOM 19 is what ships,
 * in the browser and in the server's renderer, and no look-alike stands in for it. These
 * read the built site, which `npm test` builds before it runs them.
 */

const root = join(import.meta.dirname, '..');
const built = (dir: string) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(root, dir, file), 'utf8') }));
const reactDomVersion = (JSON.parse(readFileSync(join(root, 'node_modules/react-dom/package.json'), 'utf8')) as { version: string }).version;
const hasBuild = existsSync(join(root, 'dist/web/assets')) && existsSync(join(root, 'dist/ssr/entry-server.js'));

describe('React is the runtime', () => {
  it('is React DOM 19, a dependency of what ships (npm ls --omit=dev)', () => {
    expect(reactDomVersion).toMatch(/^19\./);
    const listed = spawnSync('npm', ['ls', 'react-dom', 'react', '--omit=dev', '--depth=0', '--json'], { cwd: root, encoding: 'utf8' });
    const { dependencies } = JSON.parse(listed.stdout) as { dependencies?: Record<string, { version: string }> };
    expect(dependencies?.['react-dom']?.version).toBe(reactDomVersion);
    expect(dependencies?.react?.version).toMatch(/^19\./);
  });

  it('has no Preact among the dependencies, nor any alias of react', () => {
    const lock = readFileSync(join(root, 'package-lock.json'), 'utf8');
    expect(lock).not.toMatch(/node_modules\/(@[^/]+\/)?preact/);
    const configs = ['vite.config.ts', 'vitest.config.ts'].map((file) => readFileSync(join(root, file), 'utf8'));
    for (const config of configs) expect(config).not.toMatch(/preact|find:\s*\/\^react/);
  });

  it.skipIf(!hasBuild)('ships React DOM in the browser’s code and in the server’s renderer, and no Preact (needs `npm run build`)', () => {
    for (const dir of ['dist/web/assets', 'dist/ssr']) {
      const files = built(dir);
      // React DOM checks its version against React's at start; a minifier may quote it any way.
      const version = new RegExp(`["'\`]${reactDomVersion.replaceAll('.', '\\.')}["'\`]`);
      expect(files.some(({ text }) => version.test(text)), `React DOM ${reactDomVersion} in ${dir}`).toBe(true);
      expect(files.filter(({ text }) => /preact/i.test(text)).map(({ file }) => file), `Preact in ${dir}`).toEqual([]);
    }
  });
});
