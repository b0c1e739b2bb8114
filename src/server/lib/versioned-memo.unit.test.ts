import { describe, expect, it } from 'vitest';
import { freshReads, readsAfterLocalChanges, versionedMemo } from './versioned-memo';

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
    const fourth = current();
    expect(source.began).toBe(3);
    source.pending[2]!.resolve(3);
    expect(await fourth).toBe(3);
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
    const { current } = readsAfterLocalChanges(async () => ++reads * 10, () => changes);
    expect(await current()).toBe(10);
    expect(await current()).toBe(10);
    expect(reads).toBe(1);
    changes += 1;
    // A caller after the change gets a read begun after it, not the version known before.
    const afterChange = current();
    expect(reads).toBe(2);
    expect(await afterChange).toBe(20);
    expect(await current()).toBe(20);
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
    expect(await memo.get(3, 'products', build)).toBe(3);
  });

  it('keeps values apart by key, and forgets a failed build', async () => {
    const memo = versionedMemo();
    expect(await memo.get(1, 'products en-CA', async () => 'English')).toBe('English');
    expect(await memo.get(1, 'products fr-CA', async () => 'Français')).toBe('Français');
    await expect(memo.get(1, 'services', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(await memo.get(1, 'services', async () => 'back')).toBe('back');
    expect(await memo.get(1, 'products en-CA', async () => 'again')).toBe('English');
  });

  it('makes a value again once it no longer holds, and shares one still being made only if it holds', async () => {
    const memo = versionedMemo();
    let builds = 0;
    const build = async () => ({ madeFor: 'morning', n: ++builds });
    const holdsFor = (time: string) => (value: { madeFor: string }) => value.madeFor === time;
    const first = memo.get(1, 'day', build, holdsFor('morning'));
    // Asked while it is being made, by a caller it holds for: shared.
    expect(await memo.get(1, 'day', build, holdsFor('morning'))).toBe(await first);
    expect(builds).toBe(1);
    // It does not hold for a later caller: made again, and kept in its place.
    const later = async () => ({ madeFor: 'noon', n: ++builds });
    expect(await memo.get(1, 'day', later, holdsFor('noon'))).toEqual({ madeFor: 'noon', n: 2 });
    expect(await memo.get(1, 'day', later, holdsFor('noon'))).toEqual({ madeFor: 'noon', n: 2 });
    // One still being made that turns out not to hold for its waiter is made again for it.
    const inFlight = memo.get(2, 'day', build, holdsFor('morning'));
    const waiter = memo.get(2, 'day', later, holdsFor('noon'));
    expect((await inFlight).madeFor).toBe('morning');
    expect(await waiter).toEqual({ madeFor: 'noon', n: 4 });
  });

  it('keeps no value that does not hold as it is made, so such keys never crowd out the others', async () => {
    const memo = versionedMemo({ max: 2 });
    let builds = 0;
    const live = (value: string | null) => value !== null;
    expect(await memo.get(1, 'session', async () => `user ${++builds}`, live)).toBe('user 1');
    // Keys that answer nothing (forged cookies), more of them than the memo may hold:
    for (const forged of ['x', 'y', 'z']) expect(await memo.get(1, forged, async () => null, live)).toBeNull();
    expect(await memo.get(1, 'session', async () => `user ${++builds}`, live)).toBe('user 1');
  });

  it('starts again when it holds as many values as it may', async () => {
    const memo = versionedMemo({ max: 2 });
    let builds = 0;
    const build = async () => ++builds;
    await memo.get(1, 'a', build);
    await memo.get(1, 'b', build);
    await memo.get(1, 'c', build);
    expect(await memo.get(1, 'a', build)).toBe(4);
  });
});
