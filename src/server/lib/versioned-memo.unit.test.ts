import { describe, expect, it } from 'vitest';
import { freshReads, readsAfterLocalChanges, versionedMemo, type VersionSource } from './versioned-memo';

/** A read whose answers the test releases one at a time, counting how many began. */
function controlledRead() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const read = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  return {
    read,
    pending,
    get began() {
      return pending.length;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** What `whenCurrent` answers before it returns, if anything (a request then makes no promise). */
function atOnce(source: VersionSource): number | undefined {
  let answer: number | undefined;
  source.whenCurrent((error, version) => {
    if (!error) answer = version;
  });
  return answer;
}

describe('freshReads', () => {
  it('gives a caller arriving during a read the next read, shared with everyone who arrived meanwhile', async () => {
    const source = controlledRead();
    const { current } = freshReads(source.read);
    const first = current();
    const [second, third] = [current(), current()];
    expect(source.began).toBe(1);

    source.pending[0]!.resolve(1);
    expect(await first).toBe(1);
    await settle();
    // The read the later callers wait for began after they called.
    expect(source.began).toBe(2);
    source.pending[1]!.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);

    // Nothing running: the next caller starts a read at once. Nothing is ever known without a read.
    const other = controlledRead();
    expect(atOnce(freshReads(other.read))).toBeUndefined();
    expect(other.began).toBe(1);
    const fourth = current();
    expect(source.began).toBe(3);
    source.pending[2]!.resolve(3);
    expect(await fourth).toBe(3);
  });

  it('answers callbacks as it answers promises: one read for the first, the next one for everyone who came meanwhile', async () => {
    const source = controlledRead();
    const { whenCurrent } = freshReads(source.read);
    const answers: Array<[string, number | undefined]> = [];
    const caller = (name: string) => whenCurrent((error, version) => answers.push([name, error ? undefined : version]));
    caller('first');
    caller('second');
    caller('third');
    expect(source.began).toBe(1);
    source.pending[0]!.resolve(1);
    await settle();
    expect(answers).toEqual([['first', 1]]);
    // The next read began before 'first' was answered, and after the other two called.
    expect(source.began).toBe(2);
    caller('fourth');
    source.pending[1]!.resolve(2);
    await settle();
    expect(answers).toEqual([['first', 1], ['second', 2], ['third', 2]]);
    expect(source.began).toBe(3);
    source.pending[2]!.resolve(3);
    await settle();
    expect(answers.at(-1)).toEqual(['fourth', 3]);
  });

  it('lets a failed read fail only its own callers', async () => {
    const source = controlledRead();
    const { current } = freshReads(source.read);
    const failing = current();
    const waiting = current();
    source.pending[0]!.reject(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    source.pending[1]!.resolve(7);
    expect(await waiting).toBe(7);
  });
});

describe('readsAfterLocalChanges', () => {
  it('reads once, then again only after a change of this process', async () => {
    let changes = 0;
    let reads = 0;
    const source = readsAfterLocalChanges(async () => ++reads * 10, () => changes);
    const { current } = source;
    expect(atOnce(source)).toBeUndefined();
    expect(await current()).toBe(10);
    expect(await current()).toBe(10);
    expect(reads).toBe(1);
    // Known without waiting until this process changes something.
    expect(atOnce(source)).toBe(10);
    changes += 1;
    expect(atOnce(source)).toBeUndefined();
    expect(await current()).toBe(20);
    expect(await current()).toBe(20);
    expect(atOnce(source)).toBe(20);
    expect(reads).toBe(2);
  });

  it('reads again after a failed read', async () => {
    let fail = true;
    const { current } = readsAfterLocalChanges(async () => {
      if (fail) throw new Error('busy');
      return 5;
    }, () => 0);
    await expect(current()).rejects.toThrow('busy');
    fail = false;
    expect(await current()).toBe(5);
  });
});

describe('versionedMemo', () => {
  it('builds a value once per version, and again for a newer one', async () => {
    const memo = versionedMemo();
    let builds = 0;
    const build = async () => ++builds;
    expect(await memo.get(1, 'products', build)).toBe(1);
    expect(await memo.get(1, 'products', build)).toBe(1);
    expect(await memo.get(2, 'products', build)).toBe(2);
    // A caller that learnt an older version still gets the newer value, never an older one.
    expect(await memo.get(1, 'products', build)).toBe(2);
    expect(builds).toBe(2);
    expect(memo.known(2, 'products')).toBe(2);
    expect(memo.known(1, 'products')).toBe(2);
    expect(memo.known(3, 'products')).toBeUndefined();
    expect(memo.known(2, 'services')).toBeUndefined();
  });

  it('keeps values apart by key, and forgets a failed build', async () => {
    const memo = versionedMemo();
    expect(await memo.get(1, 'products en-CA', async () => 'English')).toBe('English');
    expect(await memo.get(1, 'products fr-CA', async () => 'Français')).toBe('Français');
    await expect(memo.get(1, 'services', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(memo.known(1, 'services')).toBeUndefined();
    expect(await memo.get(1, 'services', async () => 'back')).toBe('back');
  });
});
