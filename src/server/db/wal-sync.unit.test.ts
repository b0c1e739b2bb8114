import { describe, expect, it } from 'vitest';
import { filesToSync, groupCommit, isWalSegmentName, MTIME_SLACK_MS } from './wal-sync';

/** A sync whose runs the test finishes by hand, recording when each started. */
function manualSync() {
  const runs: Array<{ finish: () => void; fail: (error: Error) => void }> = [];
  const sync = () =>
    new Promise<void>((resolve, reject) => {
      runs.push({ finish: resolve, fail: reject });
    });
  return { sync, runs };
}

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  // Enough turns for the group-commit chain to move on.
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return state;
};

describe('groupCommit', () => {
  it('syncs once for a commit, and its answer waits for that sync', async () => {
    const { sync, runs } = manualSync();
    const afterCommit = groupCommit(sync);
    const answer = afterCommit();
    await settled(answer);
    expect(runs).toHaveLength(1);
    expect(await settled(answer)).toBe('pending');
    runs[0]!.finish();
    expect(await settled(answer)).toBe('resolved');
  });

  it('never answers a commit with a sync that started before it: commits during a sync share the next one', async () => {
    const { sync, runs } = manualSync();
    const afterCommit = groupCommit(sync);
    const first = afterCommit();
    await settled(first);
    const during = Array.from({ length: 50 }, () => afterCommit());
    await settled(Promise.all(during));
    expect(runs).toHaveLength(1);

    runs[0]!.finish();
    expect(await settled(first)).toBe('resolved');
    // The sync that was running when they committed does not answer them: a second one starts.
    expect(await settled(Promise.all(during))).toBe('pending');
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    expect(await settled(Promise.all(during))).toBe('resolved');
    expect(runs).toHaveLength(2);
  });

  it('runs no sync while nothing commits, and never two at once', async () => {
    const { sync, runs } = manualSync();
    let running = 0;
    let most = 0;
    const afterCommit = groupCommit(async () => {
      running += 1;
      most = Math.max(most, running);
      await sync();
      running -= 1;
    });
    expect(runs).toHaveLength(0);
    const answers: Array<Promise<void>> = [];
    for (let round = 0; round < 5; round++) {
      answers.push(afterCommit(), afterCommit());
      await settled(Promise.resolve());
      runs.at(-1)!.finish();
      await settled(Promise.resolve());
    }
    runs.at(-1)!.finish();
    await Promise.all(answers);
    expect(most).toBe(1);
  });

  it('fails the commits a failed sync was to cover, and the next commit gets a sync of its own', async () => {
    const { sync, runs } = manualSync();
    const afterCommit = groupCommit(sync);
    const first = afterCommit();
    await settled(first);
    runs[0]!.fail(new Error('EIO'));
    await expect(first).rejects.toThrow('EIO');

    const second = afterCommit();
    await settled(second);
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await expect(second).resolves.toBeUndefined();
  });
});

describe('filesToSync', () => {
  const lastSync = 1_000_000;
  const recorded = new Map([
    ['old', lastSync - 60_000],
    ['same-tick', lastSync - 5],
    ['stepped-back', lastSync - 60_000],
  ]);

  it('chooses the files written since the last sync began, allowing for the coarse file clock', () => {
    const chosen = filesToSync(
      [
        { path: 'old', mtimeMs: lastSync - 60_000 },
        { path: 'same-tick', mtimeMs: lastSync - 5 },
        { path: 'written-after', mtimeMs: lastSync + 20 },
      ],
      new Map([...recorded, ['written-after', lastSync - 60_000]]),
      lastSync,
    );
    expect(chosen.map((file) => file.path)).toEqual(['same-tick', 'written-after']);
  });

  it('chooses a file it never saw, and one whose time changed however long ago it says (a clock stepped back)', () => {
    const chosen = filesToSync(
      [
        { path: 'new', mtimeMs: lastSync - 60_000 },
        { path: 'stepped-back', mtimeMs: lastSync - 90_000 },
        { path: 'old', mtimeMs: lastSync - MTIME_SLACK_MS - 1 },
      ],
      recorded,
      lastSync,
    );
    expect(chosen.map((file) => file.path)).toEqual(['new', 'stepped-back', 'old']);
  });

  it('chooses nothing when nothing was written', () => {
    expect(filesToSync([{ path: 'old', mtimeMs: lastSync - 60_000 }], recorded, lastSync)).toEqual([]);
  });
});

describe('isWalSegmentName', () => {
  it('knows a segment from the folder’s other entries', () => {
    expect(isWalSegmentName('000000010000000000000001')).toBe(true);
    expect(isWalSegmentName('archive_status')).toBe(false);
    expect(isWalSegmentName('000000010000000000000001.partial')).toBe(false);
    expect(isWalSegmentName('00000002.history')).toBe(false);
  });
});
