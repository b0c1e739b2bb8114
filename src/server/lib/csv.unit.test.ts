import { describe, expect, it } from 'vitest';
import { csvAmount, toCsv, undefuse, type CsvCell } from './csv';
import { escapeHtml, textOfHtml } from './html';

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

  it('reads a defused cell back as the text it was, and leaves any other apostrophe', () => {
    for (const text of ['=SUM(A1)', '+1 905', '-2', '@x', '\tcmd', 'Rope', "'quoted'"]) expect(undefuse(csvCell(text).replace(/^"|"$/g, '').replaceAll('""', '"'))).toBe(text);
    expect(undefuse("'Rope")).toBe("'Rope");
  });
});

describe('a product body as HTML', () => {
  it('reads back what escapeHtml wrote, once', () => {
    for (const text of ['Fish & chips <3', 'Say "hi" & \'bye\'', 'Already &amp; escaped', 'two\nlines']) expect(textOfHtml(escapeHtml(text))).toBe(text);
  });

  it("turns a Shopify body's paragraphs and breaks into lines and drops other tags", () => {
    expect(textOfHtml('<p>Strong &amp; soft</p><p>Cotton<br/>Large</p>')).toBe('Strong & soft\nCotton\nLarge');
    expect(textOfHtml('<script>alert(1)</script>Rope')).toBe('alert(1)Rope');
  });
});
