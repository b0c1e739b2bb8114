import type { ApiError as ApiErrorBody } from '@shared/contracts/errors';

/**
 * A failed API call. Carries the server's one error shape
 * (`{ error: { code, message, fields? } }`) and the HTTP status; network
 * failures and non-JSON answers are mapped onto the same shape so callers
 * handle one kind of error.
 */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  readonly status: number;
  readonly body: ApiErrorBody;
  /** For a 429: how long the server asks us to wait (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: ApiErrorBody, retryAfterSeconds: number | null = null) {
    super(body.error.message);
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get code(): string {
    return this.body.error.code;
  }

  get fields(): Record<string, string> | undefined {
    return this.body.error.fields;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as it is (an image upload), with its own type as the Content-Type; instead of `body`. */
  file?: Blob;
  signal?: AbortSignal;
}

const unreadable = Symbol('unreadable');

/**
 * Where requests go: the browser's fetch, or, while the server renders a public page
 * (D25), the server's own API, answered in-process (`entry-server.tsx`).
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let send: ApiTransport = (path, init) => fetch(path, init);
export function sendRequestsThrough(transport: ApiTransport): void {
  send = transport;
}

/**
 * Calls our own API on the same origin (cookies included) and returns the parsed JSON body.
 * Every request the web app makes goes through here: one error shape, one place for headers.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, file, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await send(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiClientError(0, {
      error: { code: 'NETWORK_ERROR', message: 'The server could not be reached.' },
    });
  }

  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => unreadable);

  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ApiClientError(
      response.status,
      toErrorBody(payload === unreadable ? undefined : payload, response.status),
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  // A success whose body is not JSON (a proxy's HTML page, a cut-off answer) is no success.
  if (payload === unreadable) {
    throw new ApiClientError(response.status, { error: { code: 'UNREADABLE_RESPONSE', message: 'The server sent an answer we could not read.' } });
  }
  return payload as T;
}

/** Our one error shape; Better Auth's `{ code?, message }` (under /api/auth) is mapped onto it. */
function toErrorBody(payload: unknown, status: number): ApiErrorBody {
  if (isErrorBody(payload)) return payload;
  const { code, message } = (payload ?? {}) as { code?: unknown; message?: unknown };
  return {
    error: {
      code: typeof code === 'string' ? code : 'HTTP_ERROR',
      message: typeof message === 'string' ? message : `The server answered ${status}.`,
    },
  };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * Tells the server something it only counts (D27), without waiting for an answer and
 * without failing: navigator.sendBeacon, which also survives the page being left, else
 * a keepalive fetch. The JSON goes as text/plain, which needs no CORS preflight.
 */
export function sendReport(path: string, body: unknown): void {
  const text = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(path, text)) return;
  } catch {
    // A browser that refuses the beacon (too much queued) gets the fetch below.
  }
  fetch(path, { method: 'POST', body: text, keepalive: true, credentials: 'omit' }).catch(() => {});
}
