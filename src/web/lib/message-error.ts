import { rateLimitedMessage } from '@shared/contracts/rate-limits';
import { messageParts, type Message } from '@shared/i18n/message';
import { isApiClientError } from '@web/lib/api-client';

/** A failure that carries the message to show (an id, or an id and its values). */
export class MessageError extends Error {
  override readonly name = 'MessageError';

  constructor(
    readonly text: Message,
    options?: ErrorOptions,
  ) {
    super(messageParts(text).id, options);
  }
}

/** What to show for a failure: the message it carries, or (any other error) its message as an id. */
export const messageOf = (error: Error): Message => (error instanceof MessageError ? error.text : error.message);

/** When the server said to wait (429): how long, in words; otherwise null. */
export function waitMessageOf(error: unknown): Message | null {
  if (!isApiClientError(error) || error.status !== 429) return null;
  return rateLimitedMessage(error.retryAfterSeconds ?? 60);
}
