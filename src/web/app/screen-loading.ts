import { useSyncExternalStore } from 'react';

/** Screens whose code is on its way (router.tsx): the layout shows its progress bar meanwhile. */
let screensLoading = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  screensLoading += by;
  for (const listener of listeners) listener();
}

/** Counts `load` as a screen's code on its way until it settles. */
export function countScreenLoading<T>(load: Promise<T>): Promise<T> {
  change(1);
  return load.finally(() => change(-1));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether a screen's code is on its way: a navigation waits for it (React Router makes
 * it a transition), showing the page it leaves.
 */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(subscribe, () => screensLoading > 0, () => false);
}
