import { useState } from 'react';
import type * as z from 'zod';
import { issueValues, messageParts, message, type Message } from '@shared/i18n/message';
import { isApiClientError } from '@web/lib/api-client';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;
export type FieldMessages<Field extends string> = Partial<Record<Field, Message>>;

/** Turns a message id into words (Lingui's `_`). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** How a form names its fields: by the contract's top-level field, or by the whole path of a repeated row ("intervals.1.start", as the server names it). */
export type FieldNaming = 'field' | 'path';

/**
 * A contract's failure as one message per field: the first issue of each field, with the
 * limit it names ({min}, {max}). Contracts name their messages by id, so the server
 * answers the same words in the visitor's language.
 */
export function fieldMessagesOf<Field extends string>(error: z.ZodError, naming: FieldNaming = 'field'): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const issue of error.issues) {
    const field = naming === 'path' ? issue.path.map(String).join('.') : issue.path[0];
    if (typeof field !== 'string' || field === '' || messages[field as Field] !== undefined) continue;
    const values = issueValues(issue as { minimum?: unknown; maximum?: unknown });
    messages[field as Field] = Object.keys(values).length > 0 ? message(issue.message, values) : issue.message;
  }
  return messages;
}

/** Field messages in words. */
export function inWords<Field extends string>(messages: FieldMessages<Field>, translate: Translate): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, text] of Object.entries(messages) as Array<[Field, Message]>) {
    const { id, values } = messageParts(text);
    errors[field] = translate(id, values);
  }
  return errors;
}

/** Checks `values` with the contract the server uses: the parsed body, or the field errors in words. */
export function validateWith<Schema extends z.ZodType, Field extends string = string>(
  schema: Schema,
  values: unknown,
  translate: Translate,
  naming: FieldNaming = 'field',
): { data: z.output<Schema>; errors?: undefined } | { data?: undefined; errors: FieldErrors<Field> } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data } : { errors: inWords(fieldMessagesOf<Field>(result.error, naming), translate) };
}

/**
 * After a submit with errors, moves focus to the first invalid field (in form order),
 * where its message is read with it. A group (radios, the time buttons) is focused on
 * its chosen member, else its first, where arrow keys start. Returns whether there was one.
 */
export function focusFirstInvalid<Field extends string>(
  form: HTMLFormElement,
  order: readonly Field[],
  errors: Partial<Record<Field, unknown>>,
): boolean {
  const first = order.find((field) => errors[field]);
  if (first === undefined) return false;
  const named = form.elements.namedItem(first);
  const target = named && 'length' in named && !(named instanceof HTMLSelectElement) ? chosenOrFirst(named) : named;
  if (target instanceof HTMLElement) target.focus();
  return true;
}

function chosenOrFirst(group: RadioNodeList | HTMLCollection): Element | null {
  const members = Array.from(group);
  return (
    members.find((member) => (member as HTMLInputElement).checked || member.getAttribute('aria-pressed') === 'true') ??
    members[0] ??
    null
  );
}

/** What went wrong with a save: the message above the form, the fields to mark beside them. */
export interface SaveProblem<Field extends string> {
  message: string;
  fields: FieldErrors<Field>;
}

/**
 * A refused save in words. The server's field messages (already in the reader's
 * language) go beside their fields, "petTypes.0" beside petTypes, under `words.fixFields`;
 * another refusal in our error shape says its own words (a name in use, a removed item,
 * an ended session); a network or server failure is `words.failed`.
 */
export function saveProblemOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  translate: Translate,
  words: { failed: string; fixFields: string },
): SaveProblem<Field> {
  if (!isApiClientError(error) || error.status === 0 || error.status >= 500) return { message: translate(words.failed), fields: {} };
  const marked: FieldErrors<Field> = {};
  for (const [path, text] of Object.entries(error.fields ?? {})) {
    const field = path.split('.')[0] as Field;
    if (fields.includes(field)) marked[field] ??= text;
  }
  return { message: Object.keys(marked).length > 0 ? translate(words.fixFields) : error.message, fields: marked };
}

/**
 * A form's refused save, the one way: `refuse` shows the problem (the alert again, keyed by
 * `attempt`, even when its words are the same) and moves focus to the first marked field;
 * `clear` takes it away before a new try.
 */
export function useRefusal<Field extends string>(fields: readonly Field[]) {
  const [problem, setProblem] = useState<SaveProblem<Field>>();
  const [attempt, setAttempt] = useState(0);
  const refuse = (form: HTMLFormElement, refused: SaveProblem<Field>) => {
    setProblem(refused);
    setAttempt((count) => count + 1);
    focusFirstInvalid(form, fields, refused.fields);
  };
  return { problem, attempt, refuse, clear: () => setProblem(undefined), setProblem };
}
