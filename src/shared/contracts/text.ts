import * as z from 'zod';

/**
 * What every piece of text a person sends must be: printable. A NUL byte cannot be
 * stored by PostgreSQL at all, and other control characters have no business in a
 * name or a note; each is refused at the edge with a field message, never passed on.
 */
export const textMessages = {
  controlCharacters: 'errors.text.controlCharacters',
} as const;

/** C0 and C1 control characters and DEL; a line of text holds none of them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]/;
/** Multi-line text may keep tabs and line breaks. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PARAGRAPH_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const isPrintableLine = (value: string) => !LINE_FORBIDDEN.test(value);
export const isPrintableParagraph = (value: string) => !PARAGRAPH_FORBIDDEN.test(value);

/** A one-line text field, trimmed: no control characters (NUL included). */
export const lineText = (options: { error?: string } = {}) =>
  z.string(options.error ? { error: options.error } : undefined).trim().refine(isPrintableLine, textMessages.controlCharacters);

/** A multi-line text field (instructions, notes), trimmed: tabs and line breaks allowed, other control characters not. */
export const paragraphText = (options: { error?: string } = {}) =>
  z.string(options.error ? { error: options.error } : undefined).trim().refine(isPrintableParagraph, textMessages.controlCharacters);

/** The largest id a PostgreSQL `integer` column holds. */
export const INT32_MAX = 2_147_483_647;

/** An integer database id: positive and within the column's range, or the given refusal. */
export const integerId = (error: string) => z.number({ error }).int(error).positive(error).max(INT32_MAX, error);

/** An opaque text id (a service id, an order number): short and printable. */
export const textId = (error: string, max = 64) =>
  z.string({ error }).min(1, error).max(max, error).refine(isPrintableLine, error);
