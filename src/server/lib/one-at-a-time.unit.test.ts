import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Work that ends when the test says, recording when it began and ended. */
function gate(log: string[], name: string) {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<string>((resolve, reject) => {
    open = () => resolve(name);
    fail = reject;
  });
  return {
    work: () => {
      log.push(`${name} began`);
      return ended.finally(() => log.push(`${name} ended`));
    },
    open: () => open(),
    fail: (error: Error) => fail(error),
  };
}

describe('oneAtATime', () => {
  it('runs work under one key in turn, and work under other keys meanwhile', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    const [a1, a2, b] = [gate(log, 'a1'), gate(log, 'a2'), gate(log, 'b')];
    const results = [run('a', a1.work), run('a', a2.work), run('b', b.work)];
    await tick();
    expect(log).toEqual(['a1 began', 'b began']);
    a1.open();
    await tick();
    expect(log).toEqual(['a1 began', 'b began', 'a1 ended', 'a2 began']);
    a2.open();
    b.open();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b']);
  });

  it('goes on to the next after work that failed, whose caller alone sees the failure', async () => {
    const run = oneAtATime();
    const log: string[] = [];
    const [first, second] = [gate(log, 'first'), gate(log, 'second')];
    const failing = run('key', first.work);
    const next = run('key', second.work);
    first.fail(new Error('provider down'));
    await expect(failing).rejects.toThrow('provider down');
    await tick();
    expect(log).toContain('second began');
    second.open();
    expect(await next).toBe('second');
  });
});
