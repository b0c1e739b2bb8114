import { accessDeniedMessage } from '@shared/contracts/roles';

/**
 * The one error type services throw. The error handler turns it into
 * `{ error: { code, message, fields? } }` with its status; `message` is what the
 * user sees, so it uses the spec's words where the spec has them.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
/** A signed-in account without the role a route needs (D21). */
export const forbidden = () => new AppError(403, 'FORBIDDEN', accessDeniedMessage);
