import { Suspense, type ReactElement } from 'react';
import { isHydrating } from '@web/lib/prerendered';

let lastTurn: Promise<void> = Promise.resolve();

/** A promise that settles in a task of its own, after every turn asked for before it. */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
  return lastTurn;
}

/** Code a part of the page is still loading as the page is taken over (takenOverAfter). */
const loading = new Set<Promise<unknown>>();

/**
 * Marks `load` as part of taking the page over: a lazy part's code (the home page's
 * carousel), without which that part of the server's HTML does not answer yet.
 */
export function takenOverAfter<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const done = () => void loading.delete(load);
  load.then(done, done);
  return load;
}

/**
 * Settles once every part that waited for its turn, and every part's code marked with
 * takenOverAfter, has been taken over: each render comes a task after what it waited for,
 * and a part may start another load as it renders, so it waits until none is left.
 */
export async function partsTakenOver(): Promise<void> {
  for (;;) {
    const turn = lastTurn;
    await Promise.allSettled([turn, ...loading]);
    await new Promise<void>((resolve) => setTimeout(resolve));
    if (turn === lastTurn && loading.size === 0) return;
  }
}

function WaitForTurn({ children }: { children: ReactElement }) {
  // Only the first render over the server's HTML waits; Preact keeps that HTML meanwhile.
  if (isHydrating()) throw nextTurn();
  return children;
}

/**
 * Takes over its part of a server-rendered page (D25) in a task of its own, after the
 * parts before it, instead of in one long task with the whole page: a phone stays free
 * to answer a tap between parts (issue 15: hydrating a page at once blocked a throttled
 * phone's main thread for over 100 ms). `children` must render one element, which
 * Preact keeps as the server drew it until its turn. Elsewhere it renders at once.
 */
export function HydrateApart({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
