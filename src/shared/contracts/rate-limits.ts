import { message, type Message } from '../i18n/message';

/**
 * How long to wait before trying again, as a message's values: whole seconds under a
 * minute and a half, whole minutes (rounded up) beyond. The catalogues say it in words.
 */
export function waitValues(retryAfterSeconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds < 90 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/** Any form's answer to a 429: wait this long, then try again. */
export const rateLimitedMessage = (retryAfterSeconds: number): Message => message('errors.rateLimited', waitValues(retryAfterSeconds));
