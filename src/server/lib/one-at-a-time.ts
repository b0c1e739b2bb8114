/**
 * Work under a key, one piece at a time per key, in this process: each waits for the one
 * before it under the same key to end (however it ended). Only a lock where this process
 * is the only one that could contend: the embedded database's (isSoleWriter).
 */
export function oneAtATime() {
  const tails = new Map<string, Promise<void>>();
  return function run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = tails.get(key) ?? Promise.resolve();
    const mine = before.then(work);
    const tail = mine.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return mine;
  };
}
