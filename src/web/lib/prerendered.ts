/** The id of the JSON script in which the server hands a prerendered page's data to the browser (D25). */
export const PRERENDERED_DATA_ID = 'prerendered-data';

/**
 * What the server rendered a page with: each query's key, its answer and when it was
 * fetched; and the texts it formatted, by call (format.ts: reuseFormatting).
 */
export interface PrerenderedData {
  queries: Array<{ queryKey: readonly unknown[]; data: unknown; updatedAt: number }>;
  formatted: Array<[string, string]>;
}

let hydrating = false;

/**
 * Whether the browser is taking over the server's HTML (main.tsx): the first render must
 * be the server's, so what only the browser knows (the window's width) waits a render.
 */
export const isHydrating = (): boolean => hydrating;

/** Runs the first render over the server's HTML. */
export function whileHydrating<T>(firstRender: () => T): T {
  hydrating = true;
  try {
    return firstRender();
  } finally {
    hydrating = false;
  }
}
