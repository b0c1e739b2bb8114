import { setupI18n } from '@lingui/core';
import type * as z from 'zod';
import { messages as common } from '@locales/en-CA/common.po';
import { messages as errors } from '@locales/en-CA/errors.po';
import { messages as mail } from '@locales/en-CA/mail.po';
import { messages as screens } from '@locales/en-CA/screens.po';
import { issueValues, messageParts, type Message } from '../i18n/message';

const i18n = setupI18n({ locale: 'en-CA', messages: { 'en-CA': { ...common, ...screens, ...errors, ...mail } } });

/**
 * What an English reader sees for a message, from the catalogues the app uses: tests
 * assert the spec's words, not ids. An id no catalogue has fails loudly.
 */
export function english(text: Message, values?: Record<string, unknown>): string {
  const { id, values: own } = messageParts(text);
  if (!(id in i18n.messages)) throw new Error(`No message "${id}" in the English catalogues`);
  return i18n._(id, { ...own, ...values });
}

/** A contract failure's messages in English, in order. */
export function englishIssues(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => english(issue.message, issueValues(issue as never)));
}
