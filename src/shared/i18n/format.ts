/**
 * Money, dates and times as a reader of `locale` writes them (D24), by `Intl` alone.
 * The business time zone stays the shop's whatever the language: callers pass it.
 */
import { siteConfig } from '@shared/site-config/site-config';
import type { Locale } from './locales';
import { assertTimeOfDay, slotLabel } from '../scheduling/time-of-day';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat;
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * Texts formatted by the server for the page the browser is taking over, by call. The
 * first Intl formatter a page makes costs 20–60 ms (ICU starting up), which a phone
 * would spend while hydrating a public page (issue 15); the page's first render writes
 * the server's words instead, and Intl starts when something new is shown.
 */
const handedOver = new Map<string, string>();
let noted: Map<string, string> | undefined;

/** The text of the call `id`: handed over by the server, or else computed (and noted while noting). */
function remembered(id: string, compute: () => string): string {
  const known = handedOver.get(id);
  if (known !== undefined) return known;
  const text = compute();
  noted?.set(id, text);
  return text;
}

/** `value` written by the formatter `key` (made by `make` on first use). */
function written(key: string, make: () => Formatter, value: number): string {
  return remembered(`${key}|${value}`, () => cached(key, make).format(value));
}

/** Runs a synchronous `render`, noting every text it formats: what the browser needs to reuse them. */
export function noteFormatting<T>(render: () => T): { result: T; formatted: Array<[string, string]> } {
  const outer = noted;
  noted = new Map();
  try {
    const result = render();
    return { result, formatted: [...noted] };
  } finally {
    noted = outer;
  }
}

/** Takes the texts the server noted for this page (noteFormatting), so rendering them again needs no Intl. */
export function reuseFormatting(formatted: ReadonlyArray<readonly [string, string]>): void {
  for (const [id, text] of formatted) handedOver.set(id, text);
}

function assertWholeCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

/** Cart and order amounts, always with cents: "$7.80" and "$10.00"; "7,80 $" in French. */
export function formatMoney(cents: number, locale: Locale, currency: string = siteConfig.currency): string {
  assertWholeCents(cents);
  return written(`money:${locale}:${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }), cents / 100);
}

/** Catalogue prices as the spec writes them: "$7.80" but "$10" (no cents when there are none). */
export function formatCatalogPrice(cents: number, locale: Locale, currency: string = siteConfig.currency): string {
  assertWholeCents(cents);
  if (cents % 100 !== 0) return formatMoney(cents, locale, currency);
  return written(
    `price:${locale}:${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    cents / 100,
  );
}

/** A length of time in minutes, in words: "30 minutes", "1 minute"; "30 minutes" in French too. */
export function formatDuration(minutes: number, locale: Locale): string {
  return written(`duration:${locale}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }), minutes);
}

/** "13%" in English, "13 %" in French: a rate in basis points. */
export function formatPercent(basisPoints: number, locale: Locale): string {
  return written(`percent:${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }), basisPoints / 10_000);
}

/**
 * A calendar date (yyyy-mm-dd) written out in full: "Monday, March 15, 2027",
 * "lundi 15 mars 2027". The date is already a day in the business time zone, so it is
 * formatted as a UTC noon: no machine zone can move it to another day.
 */
export function formatLongDate(date: string, locale: Locale): string {
  return written(
    `long-date:${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    Date.parse(`${date}T12:00:00Z`),
  );
}

/** A calendar date (yyyy-mm-dd) without its weekday: "January 14, 2026", "14 janvier 2026". */
export function formatDate(date: string, locale: Locale): string {
  return written(`date:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }), Date.parse(`${date}T12:00:00Z`));
}

/** The day an instant falls on in `timeZone`: "November 21, 2026", "21 novembre 2026". */
export function formatDay(instant: Date | string, locale: Locale, timeZone: string): string {
  return written(`day:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }), new Date(instant).getTime());
}

/**
 * A moment in `timeZone`, day and time: "November 21, 2026 at 2:35 p.m."; in French
 * "21 novembre 2026 à 9 h 05" (Intl writes "09 h 05"; Canadian French usage drops the zero).
 */
export function formatMoment(instant: Date | string, locale: Locale, timeZone: string): string {
  if (locale.startsWith('fr')) return `${formatDay(instant, locale, timeZone)} à ${formatTimeAt(instant, locale, timeZone)}`;
  return written(
    `moment:${locale}:${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }),
    new Date(instant).getTime(),
  );
}

/**
 * A time of day, in minutes after midnight: "9:30 AM" in English, as the spec writes its
 * slots (Intl's en-CA says "9:30 a.m."), and "9 h 30" or "9 h" in French.
 */
export function formatTimeOfDay(minutes: number, locale: Locale): string {
  assertTimeOfDay(minutes);
  if (!locale.startsWith('fr')) return slotLabel(minutes);
  const hours = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, '0');
  return mm === '00' ? `${hours} h` : `${hours} h ${mm}`;
}

/** A time on a contact card: "9am", "6pm", "9:30am" in English; "9 h", "18 h 30" in French. */
export function formatCompactTime(minutes: number, locale: Locale): string {
  const french = locale.startsWith('fr');
  // A day that closes at 24:00 is the one time formatTimeOfDay does not take.
  if (minutes === 24 * 60) return french ? '24 h' : 'midnight';
  if (french) return formatTimeOfDay(minutes, locale);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const mm = minutes % 60 === 0 ? '' : `:${String(minutes % 60).padStart(2, '0')}`;
  return `${hour12}${mm}${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * The time of day an instant shows on the clocks of `timeZone`, written as
 * formatTimeOfDay writes it: "9:30 AM" for 14:30 UTC in Hamilton in November.
 */
export function formatTimeAt(instant: Date | string, locale: Locale, timeZone: string): string {
  const time = new Date(instant).getTime();
  return remembered(`time-at:${locale}:${timeZone}|${time}`, () => {
    const clock = cached(
      `clock:${timeZone}`,
      () => new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone }),
    );
    const parts = clock.formatToParts(time);
    const part = (type: 'hour' | 'minute') => Number(parts.find((candidate) => candidate.type === type)?.value);
    return formatTimeOfDay((part('hour') % 24) * 60 + part('minute'), locale);
  });
}

/** 1 → "Monday" (or "Mon" short): a weekday (0 = Sunday) named in the reader's language. */
export function formatWeekday(weekday: number, locale: Locale, style: 'long' | 'short' = 'long'): string {
  // 1 January 2023 was a Sunday; UTC keeps the date from shifting.
  return written(`weekday:${locale}:${style}`, () => new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }), Date.UTC(2023, 0, 1 + weekday));
}
