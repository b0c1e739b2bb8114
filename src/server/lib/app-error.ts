import { accessDeniedMessage } from '@shared/contracts/roles';
import type * as z from 'zod';
import { issueValues, message, type Message } from '@shared/i18n/message';
import { rateLimitedMessage } from '@shared/contracts/rate-limits';

/**
 * The one error type services throw. The error handler turns it into
 * `{ error: { code, message, fields? } }` with its status, the message and the fields'
 * messages in the reader's language; the catalogues keep the spec's words.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: Message,
    readonly fields?: Record<string, Message>,
    /** The product a refusal is about (OUT_OF_STOCK): the answer names it for the cart page. */
    readonly productId?: number,
  ) {
    super(typeof text === 'string' ? text : text.id);
    this.name = 'AppError';
  }
}

export const notFound = (text: Message = 'errors.notFound') => new AppError(404, 'NOT_FOUND', text);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
/** A signed-in account without the role a route needs (D21). */
export const forbidden = () => new AppError(403, 'FORBIDDEN', accessDeniedMessage);

/** One field refused, as a schema-checked route says it: the field's message beside it, under the general one. */
export const fieldRefusal = (field: string, text: Message) => new AppError(422, 'VALIDATION_ERROR', 'errors.validation', { [field]: text });

/** A limit was reached: the answer says how long to wait, and so does `Retry-After`. */
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, text: Message = rateLimitedMessage(retryAfterSeconds)) {
    super(429, 'RATE_LIMITED', text);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

const MESSAGE_ID = /^(errors|screens|common|mail)\.[\w.]+$/;

/** A contract's refusal as a message: contracts name their words by id; zod's own (English) words become ours. */
export function refusalMessage(text: string | undefined, limits: { minimum?: unknown; maximum?: unknown }): Message {
  return message(text && MESSAGE_ID.test(text) ? text : 'errors.invalidValue', issueValues(limits));
}

/** A body its shared contract refused, field by field, as a schema-checked route says it. */
export function invalidRequest(issues: readonly z.core.$ZodIssue[]): AppError {
  const fields: Record<string, Message> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[path ? `${path}.${key}` : key] ??= 'errors.unknownField';
      continue;
    }
    fields[path || 'request'] ??= refusalMessage(issue.message, issue as { minimum?: unknown; maximum?: unknown });
  }
  return new AppError(422, 'VALIDATION_ERROR', 'errors.validation', fields);
}
