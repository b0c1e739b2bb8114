import { describe, expect, it } from 'vitest';
import { csvAmount, toCsv, type CsvCell } from './csv';

/** One cell as the file writes it (a one-column file of one row). */
const csvCell = (value: CsvCell) => toCsv([], [[value]]).replace(/^\r\n/, '').replace(/\r\n$/, '');

describe('CSV', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('Rope for Dogs')).toBe('Rope for Dogs');
    expect(csvCell('Biscuit, the beagle')).toBe('"Biscuit, the beagle"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps a spreadsheet from running a text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+1 905 555 0142')).toBe("'+1 905 555 0142");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a header and rows with CRLF line ends, and amounts as plain decimals', () => {
    expect(toCsv(['Name', 'Total'], [['Rope', csvAmount(1000)], ['Food, small', csvAmount(7)]])).toBe('Name,Total\r\nRope,10.00\r\n"Food, small",0.07\r\n');
    expect(() => csvAmount(-1)).toThrow(RangeError);
  });
});
