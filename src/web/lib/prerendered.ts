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

let read: PrerenderedData | null | undefined;

/** What the server rendered this page with (D25), read once; undefined on a page it did not render. */
export function prerenderedData(): PrerenderedData | undefined {
  if (read === undefined) {
    const script = typeof document === 'undefined' ? null : document.getElementById(PRERENDERED_DATA_ID);
    read = script?.textContent ? (JSON.parse(script.textContent) as PrerenderedData) : null;
  }
  return read ?? undefined;
}
