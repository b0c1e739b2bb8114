import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TextMessages } from './text-messages.provider';

/**
 * The stand-in when no Twilio account is configured (like the test checkout for payments):
 * it sends nothing and writes each text it would have sent to the log, so an install
 * without a key, and the tests, see every text with its number and words.
 */
export function createLocalTexts(log: FastifyBaseLogger): TextMessages {
  return {
    name: 'local',
    async send({ to, body }) {
      const id = `local_${createHash('sha256').update(`${to}\n${body}`).digest('hex').slice(0, 24)}`;
      log.info({ textTo: to, textBody: body, textId: id }, `Text not sent (no TWILIO_ACCOUNT_SID); it reads:\n${body}`);
      return { id };
    },
    isSignedRequest: () => true,
  };
}
