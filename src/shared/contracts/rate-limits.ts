import { message, type Message } from '../i18n/message';

/**
 * How long to wait before trying again, as a message's values: whole seconds under a
 * minute and a half, whole minutes (rounded up) under an hour and a half, whole hours
 * (rounded up) beyond, as a daily cap asks. The catalogues say it in words.
 */
export function waitValues(retryAfterSeconds: number): { unit: 'seconds' | 'minutes' | 'hours'; count: number } {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 90) return { unit: 'seconds', count: seconds };
  if (seconds < 90 * 60) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.ceil(seconds / 3_600) };
}

/** Any form's answer to a 429: wait this long, then try again. */
export const rateLimitedMessage = (retryAfterSeconds: number): Message => message('errors.rateLimited', waitValues(retryAfterSeconds));
