import * as z from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service';
import { createLocalTexts } from './local-texts.provider';
import { TextRefusedError, type TextMessages } from './text-messages.provider';
import { createTwilioTexts } from './twilio.provider';

export type { TextMessages } from './text-messages.provider';
export { readyForPickupText, reminderText } from './text-wording';
export { isOptOutReply } from './text-rules';

/** The job kind that sends one text (issue 30 item 3): one job per text, through the one worker. */
export const TEXT_MESSAGE_JOB = 'text-message';

const textPayloadSchema = z.object({ userId: z.string().min(1), body: z.string().min(1).max(1600) });

/** Twilio when its account is configured, else the local stand-in. */
export function createTextMessages(env: Pick<Env, 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_API_URL'>, log: FastifyBaseLogger): TextMessages {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  return accountSid && authToken && from ? createTwilioTexts({ accountSid, authToken, from, apiUrl: env.TWILIO_API_URL }) : createLocalTexts(log);
}

/**
 * Queues a text to a customer, in the transaction of what causes it, under a key naming
 * its effect (one reminder per appointment and start, one pickup notice per visit), so a
 * job run twice queues it once. Whether it goes, and to which number, is decided when it
 * is sent: a customer who withdrew in between gets nothing.
 */
export function enqueueText(db: Executor, text: { userId: string; body: string; uniqueKey: string }): Promise<boolean> {
  return enqueueJob(db, { kind: TEXT_MESSAGE_JOB, payload: { userId: text.userId, body: text.body }, uniqueKey: text.uniqueKey });
}

export interface TextJobDeps {
  provider: TextMessages;
  /** The number the customer's latest choice about text reminders agreed to; null when it is not a yes (app.ts hands over consents'). */
  textingNumberOf: (userId: string) => Promise<string | null>;
  /** Records that a number opted out (consents' withdrawal, as for a STOP reply). */
  withdrawNumber: (phone: string) => Promise<unknown>;
  log: FastifyBaseLogger;
}

/**
 * Sends a queued text, only to a number whose consent stands as the job runs. A number the
 * provider says opted out with it (a STOP our webhook never saw) is withdrawn here too,
 * and the job ends: retrying could never reach it. Any other refusal is retried.
 */
export function textMessageJob({ provider, textingNumberOf, withdrawNumber, log }: TextJobDeps): JobHandler {
  return async (payload, job) => {
    const { userId, body } = textPayloadSchema.parse(payload);
    const to = await textingNumberOf(userId);
    if (!to) {
      log.info({ jobId: job.id }, 'text not sent: the customer does not agree to texts (now)');
      return;
    }
    try {
      await provider.send({ to, body });
    } catch (error) {
      if (!(error instanceof TextRefusedError && error.optedOut)) throw error;
      await withdrawNumber(to);
      log.warn({ jobId: job.id }, 'text not sent: the number opted out with the provider; its consent is withdrawn');
    }
  };
}
