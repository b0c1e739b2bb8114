import { describe, expect, it } from 'vitest';
import {
  formatCatalogPrice,
  formatCompactTime,
  formatDate,
  formatDay,
  formatDuration,
  formatLongDate,
  formatMoment,
  formatMoney,
  formatPercent,
  formatTimeAt,
  formatTimeOfDay,
  formatWeekday,
  noteFormatting,
  reuseFormatting,
} from './format';

const toronto = 'America/Toronto';
// Intl separates French amounts with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting for a locale', () => {
  it('writes cart amounts with cents and catalogue prices as the spec does', () => {
    expect(formatMoney(780, 'en-CA')).toBe('$7.80');
    expect(formatMoney(1000, 'en-CA')).toBe('$10.00');
    expect(formatMoney(5, 'en-CA')).toBe('$0.05');
    expect(formatMoney(123456, 'en-CA')).toBe('$1,234.56');
    expect(formatCatalogPrice(780, 'en-CA')).toBe('$7.80');
    expect(formatCatalogPrice(1000, 'en-CA')).toBe('$10');
    expect(() => formatMoney(7.5, 'en-CA')).toThrow(RangeError);
  });

  it('writes French amounts the Canadian way', () => {
    expect(plain(formatMoney(780, 'fr-CA'))).toBe('7,80 $');
    expect(plain(formatMoney(123456, 'fr-CA'))).toBe('1 234,56 $');
    expect(plain(formatCatalogPrice(1000, 'fr-CA'))).toBe('10 $');
    expect(plain(formatPercent(1300, 'fr-CA'))).toBe('13 %');
    expect(formatPercent(1300, 'en-CA')).toBe('13%');
    expect(formatDuration(30, 'en-CA')).toBe('30 minutes');
    expect(formatDuration(1, 'en-CA')).toBe('1 minute');
    expect(plain(formatDuration(45, 'fr-CA'))).toBe('45 minutes');
  });

  it('writes times as the spec does in English and the 24-hour way in French', () => {
    expect(formatTimeOfDay(9 * 60 + 30, 'en-CA')).toBe('9:30 AM');
    expect(formatTimeOfDay(12 * 60, 'en-CA')).toBe('12:00 PM');
    expect(formatTimeOfDay(16 * 60 + 30, 'en-CA')).toBe('4:30 PM');
    expect(formatTimeOfDay(0, 'en-CA')).toBe('12:00 AM');
    expect(formatTimeOfDay(9 * 60 + 30, 'fr-CA')).toBe('9 h 30');
    expect(formatTimeOfDay(17 * 60, 'fr-CA')).toBe('17 h');
  });

  it('reads the time an instant shows on the shop clocks, either side of a clock change', () => {
    expect(formatTimeAt('2026-11-23T14:30:00.000Z', 'en-CA', toronto)).toBe('9:30 AM');
    expect(formatTimeAt('2026-07-23T13:30:00.000Z', 'en-CA', toronto)).toBe('9:30 AM');
    expect(formatTimeAt(new Date('2026-12-01T05:00:00.000Z'), 'en-CA', toronto)).toBe('12:00 AM');
    expect(formatTimeAt('2026-11-23T22:00:00.000Z', 'fr-CA', toronto)).toBe('17 h');
    expect(() => formatTimeAt('not a time', 'en-CA', toronto)).toThrow(RangeError);
  });

  it('writes dates in full, on the day they are in the shop, whatever the machine zone', () => {
    expect(formatLongDate('2026-11-26', 'en-CA')).toBe('Thursday, November 26, 2026');
    expect(formatLongDate('2026-11-26', 'fr-CA')).toBe('jeudi 26 novembre 2026');
    // 02:30 UTC on 1 December is still 30 November in Hamilton.
    expect(formatDay('2026-12-01T02:30:00.000Z', 'en-CA', toronto)).toBe('November 30, 2026');
    expect(formatMoment('2026-12-01T02:30:00.000Z', 'en-CA', toronto)).toMatch(/^November 30, 2026.*9:30/);
  });

  it('writes a Canadian French day, moment and weekday: "jeudi 26 novembre 2026", "à 9 h 30"', () => {
    expect(formatDate('2026-11-26', 'fr-CA')).toBe('26 novembre 2026');
    expect(formatDay('2026-11-26T14:30:00.000Z', 'fr-CA', toronto)).toBe('26 novembre 2026');
    expect(formatMoment('2026-11-26T14:30:00.000Z', 'fr-CA', toronto)).toBe('26 novembre 2026 à 9 h 30');
    expect(formatMoment('2026-11-26T14:05:00.000Z', 'fr-CA', toronto)).toBe('26 novembre 2026 à 9 h 05');
    // 02:30 UTC on 1 December is still 30 November, 21 h 30, in Hamilton.
    expect(formatMoment('2026-12-01T02:30:00.000Z', 'fr-CA', toronto)).toBe('30 novembre 2026 à 21 h 30');
    expect(formatWeekday(4, 'fr-CA')).toBe('jeudi');
    expect(formatWeekday(1, 'en-CA')).toBe('Monday');
    expect(formatCompactTime(18 * 60 + 30, 'fr-CA')).toBe('18 h 30');
    expect(formatCompactTime(24 * 60, 'fr-CA')).toBe('24 h');
    expect(formatCompactTime(9 * 60, 'en-CA')).toBe('9am');
  });

  it('writes the receipt amounts of a French order with a decimal comma and the dollar sign after', () => {
    expect(plain(formatMoney(0, 'fr-CA'))).toBe('0,00 $');
    expect(plain(formatMoney(2500, 'fr-CA'))).toBe('25,00 $');
    expect(plain(formatCatalogPrice(780, 'fr-CA'))).toBe('7,80 $');
    expect(plain(formatCatalogPrice(2500, 'fr-CA'))).toBe('25 $');
    expect(formatTimeOfDay(9 * 60 + 5, 'fr-CA')).toBe('9 h 05');
    expect(formatTimeOfDay(23 * 60 + 59, 'fr-CA')).toBe('23 h 59');
  });
});

describe('texts handed from the server to the browser (a prerendered page, issue 15)', () => {
  it('notes each text a render formats, by call, and only while it renders', () => {
    const { result, formatted } = noteFormatting(() => `${formatMoney(1_234_56, 'en-CA')} ${formatWeekday(2, 'fr-CA', 'short')} ${formatTimeAt('2026-11-26T14:30:00.000Z', 'en-CA', toronto)}`);
    expect(result).toBe('$1,234.56 mar. 9:30 AM');
    expect(formatted).toEqual([
      ['money:en-CA:CAD|1234.56', '$1,234.56'],
      ['weekday:fr-CA:short|1672704000000', 'mar.'],
      [`time-at:en-CA:America/Toronto|${Date.parse('2026-11-26T14:30:00.000Z')}`, '9:30 AM'],
    ]);
    expect(noteFormatting(() => 'nothing formatted').formatted).toEqual([]);
  });

  it('writes a handed-over text for the same call, and computes any other', () => {
    const { formatted } = noteFormatting(() => formatCatalogPrice(98_700, 'en-CA'));
    // Texts as a server whose Intl wrote them otherwise would have sent them: the page's words win.
    reuseFormatting(formatted.map(([id]) => [id, 'nine hundred eighty-seven dollars']));
    expect(formatCatalogPrice(98_700, 'en-CA')).toBe('nine hundred eighty-seven dollars');
    expect(formatCatalogPrice(98_800, 'en-CA')).toBe('$988');
    expect(plain(formatCatalogPrice(98_700, 'fr-CA'))).toBe('987 $');
  });
});
