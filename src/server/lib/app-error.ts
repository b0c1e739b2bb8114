import { accessDeniedMessage } from '@shared/contracts/roles';
import type { Message } from '@shared/i18n/message';

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
  ) {
    super(typeof text === 'string' ? text : text.id);
    this.name = 'AppError';
  }
}

export const notFound = (text: Message = 'errors.notFound') => new AppError(404, 'NOT_FOUND', text);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
/** A signed-in account without the role a route needs (D21). */
export const forbidden = () => new AppError(403, 'FORBIDDEN', accessDeniedMessage);
