/**
 * Something a person will read, named by its id in the catalogues (locales/<locale>/):
 * a bare id, or an id with the values its placeholders take. Contracts and services
 * speak in these; the edge that knows the reader's language turns them into words.
 */
export type Message = string | { id: string; values: Record<string, unknown> };

export const message = (id: string, values: Record<string, unknown>): Message => ({ id, values });

/** A message's id and values, whichever form it came in. */
export function messageParts(text: Message): { id: string; values?: Record<string, unknown> } {
  return typeof text === 'string' ? { id: text } : text;
}

/**
 * The values a contract's message may name: a zod issue's limits, as {min} and {max}.
 * Contracts state a limit once, in code; the catalogue says it in words.
 */
export function issueValues(issue: { minimum?: unknown; maximum?: unknown }): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint') values.min = Number(issue.minimum);
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint') values.max = Number(issue.maximum);
  return values;
}
