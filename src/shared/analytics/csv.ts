/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF between rows, a field
 * quoted when it holds a comma, a quote or a line break, its quotes doubled. A text
 * that a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage
 * return: a customer named "=HYPERLINK(…)") gets a leading apostrophe, so it is shown as
 * the text it is (OWASP's advice on CSV injection).
 */

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as it is written to the file. Numbers are written as they are; null is an empty cell. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Cents (never negative) as a plain decimal a spreadsheet sums: 2893 is "28.93". */
export function csvAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
