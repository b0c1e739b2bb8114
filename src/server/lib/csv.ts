import { stringify } from 'csv-stringify/sync';

/**
 * CSV as spreadsheets read it (RFC 4180), written by csv-stringify: comma-separated, CRLF
 * between rows, a field quoted when it holds a comma, a quote or a line break, its quotes
 * doubled. A text that a spreadsheet would run as a formula (it starts with = + - @, a tab
 * or a carriage return: a customer named "=HYPERLINK(…)") gets a leading apostrophe, so it
 * is shown as the text it is (OWASP's advice on CSV injection).
 */

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const defuse = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * A cell read back from a file we (or a spreadsheet) wrote: the apostrophe `toCsv` put
 * before a formula-like text is taken off again, so "=Best" comes back as "=Best" and an
 * export imported unchanged changes nothing. The text is only ever stored, never run.
 */
export const undefuse = (cell: string): string => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell);

/** A whole file: a header row, then one row per record; null is an empty cell. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return stringify([header, ...rows], {
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: defuse, number: (value) => String(value) },
  });
}

/** Cents (never negative) as a plain decimal a spreadsheet sums: 2893 is "28.93". */
export function csvAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
