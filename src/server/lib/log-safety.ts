/**
 * What the log may keep of a failure: what failed and where, never the data. A failed
 * query's message carries its parameters (Drizzle: "Failed query: …\nparams: …") and a
 * database error's `detail` quotes the values ("Key (email)=(…) already exists"); both
 * would put whatever anyone sends, and people's personal data, into the log.
 */
const SAFE_PROPERTIES = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'] as const;
const MAX_CAUSES = 5;

/**
 * The message without the values it quotes: the parameters a failed query lists after
 * its SQL, and the input a database error ends with ('invalid input syntax for type
 * integer: "…"'). Names of constraints and tables, quoted mid-message, stay.
 */
export const withoutParameters = (message: string) =>
  message.replace(/\nparams: [\s\S]*$/, '\nparams: [withheld]').replace(/: "[\s\S]*"$/, ': [withheld]');

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  cause?: SafeError | string;
  [property: string]: unknown;
}

/** pino's `err` serializer for every log line of the app. */
export function serializeError(error: unknown, depth = 0): SafeError | string {
  if (!(error instanceof Error)) return typeof error === 'string' ? withoutParameters(error) : String(error);
  const message = withoutParameters(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line) && !line.includes('wasm://'));
  const safe: SafeError = { type: error.name, message, stack: [`${error.name}: ${message}`, ...frames].join('\n') };
  for (const property of SAFE_PROPERTIES) {
    const value = (error as unknown as Record<string, unknown>)[property];
    if (typeof value === 'string' || typeof value === 'number') safe[property] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
}

/**
 * Query strings under /api/auth carry tokens, codes and addresses: the log keeps the path
 * only. A calendar feed's path is its token (ADR 0033): the log keeps neither.
 */
export function loggableUrl(url: string): string {
  if (url.startsWith('/calendar/')) return '/calendar/[withheld]';
  if (!url.startsWith('/api/auth/')) return url;
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?[withheld]`;
}
