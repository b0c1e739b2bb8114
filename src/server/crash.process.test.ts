import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './config/project-paths';
import { buildServer } from '../../scripts/build-server.mjs';
import { describeFigures, runCrashCycles } from '../../bench/crash-harness.mjs';

/**
 * The embedded database keeps every write it acknowledged through a SIGKILL at a random
 * moment (the write-ahead log is on the disk before each answer, ADR 0036; a kill alone
 * would lose nothing even without that, as the OS has the writes). Five cycles here;
 * `npm run bench:crash` runs a hundred with the same code.
 */
const bundleDir = join(projectRoot, 'dist', 'test-server-crash');

beforeAll(async () => {
  await buildServer({ outdir: bundleDir, logLevel: 'silent' });
});

describe('the embedded database under SIGKILL', () => {
  it('keeps every acknowledged write, and the server comes back each time', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pet-haven-crash-'));
    const figures = await runCrashCycles({
      serverScript: join(bundleDir, 'server.js'),
      dataDir,
      cycles: 5,
      concurrency: 4,
      killAfterMs: [0, 1_500],
    });
    const report = describeFigures(figures);

    expect(figures.cycles, report).toBe(5);
    expect(figures.failedRestarts, report).toBe(0);
    expect(figures.unexpected, report).toEqual([]);
    expect(figures.lost, report).toEqual([]);
    // The kills landed while customers were writing, after some writes were acknowledged.
    expect(figures.acknowledged.account, report).toBeGreaterThan(0);
    expect(figures.cutOffAtKill, report).toBeGreaterThan(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
