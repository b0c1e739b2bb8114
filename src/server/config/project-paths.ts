import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found from this file whether it runs from src/ (tests) or
 * from the bundle in dist/server (npm start), so the server can be started
 * from any working directory.
 */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the project root (no package.json above the server)');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsDir = join(projectRoot, 'drizzle');
export const webDistDir = join(projectRoot, 'dist', 'web');
