import { shopTextKeys, shopTextMax, translationMessages, type ConsoleShopTexts, type ShopPageKey, type ShopTextKey, type ShopTexts } from '@shared/contracts/translations';
import { message } from '@shared/i18n/message';
import { defaultLocale, locales, type Locale } from '@shared/i18n/locales';
import type { Database, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { deleteShopText, findShopText, findShopTexts, writeShopText, type ShopTextRow } from './shop-texts.repo';

/**
 * The shop's own texts (issue 16): the tagline, the about text and the contact notes,
 * which the owner may word in each language. A text the owner never set shows the
 * built-in words of the reader's language; one set in English only shows that English
 * to every reader, and the console lists it as missing in the other languages.
 */
function valuesByKey(rows: readonly ShopTextRow[]): Map<string, Partial<Record<string, string>>> {
  const texts = new Map<string, Partial<Record<string, string>>>();
  for (const row of rows) texts.set(row.key, { ...texts.get(row.key), [row.locale]: row.value });
  return texts;
}

/** A text as the owner worded it in `locale`, else in English; null for the built-in words. */
const wordOf = (texts: ReturnType<typeof valuesByKey>, key: ShopTextKey, locale: Locale): string | null =>
  texts.get(key)?.[locale] ?? texts.get(key)?.[defaultLocale] ?? null;

/** The texts every page shows: not the policy pages, which are long and read only on their own pages. */
const PAGE_TEXTS = ['tagline', 'about', 'contactNotes'] as const satisfies readonly ShopTextKey[];

/** The owner's words for each text in `locale`, falling back to the owner's English; null for the built-in words. */
export async function shopTextsIn(db: Executor, locale: Locale): Promise<ShopTexts> {
  const texts = valuesByKey(await findShopTexts(db, PAGE_TEXTS));
  return { tagline: wordOf(texts, 'tagline', locale), about: wordOf(texts, 'about', locale), contactNotes: wordOf(texts, 'contactNotes', locale) };
}

/** One of the shop's pages (privacy, terms) as the owner worded it in `locale`, else in English; null for the built-in text. */
export async function shopPageIn(db: Executor, page: ShopPageKey, locale: Locale): Promise<string | null> {
  return wordOf(valuesByKey(await findShopTexts(db, [page])), page, locale);
}

/** Each text in every language, and the languages it lacks while another has the owner's words. */
export async function consoleShopTexts(db: Executor): Promise<ConsoleShopTexts> {
  const texts = valuesByKey(await findShopTexts(db));
  return {
    texts: shopTextKeys.map((key) => {
      const set = texts.get(key) ?? {};
      const values = Object.fromEntries(locales.map((locale) => [locale, set[locale] ?? null]));
      const anySet = locales.some((locale) => set[locale] !== undefined);
      return { key, values, missing: anySet ? locales.filter((locale) => set[locale] === undefined) : [] };
    }),
  };
}

/** Sets one text in one language (empty: the built-in words again), with its line in the audit log. */
export async function saveShopText(db: Database, actor: AuditActor, key: ShopTextKey, locale: Locale, value: string): Promise<ConsoleShopTexts> {
  const max = shopTextMax(key);
  if (value.length > max) throw new AppError(422, 'VALIDATION_ERROR', 'errors.validation', { value: message(translationMessages.tooLong, { max }) });
  await db.transaction(async (tx) => {
    const before = (await findShopText(tx, key, locale))?.value ?? '';
    if (before === value) return;
    if (value === '') await deleteShopText(tx, key, locale);
    else await writeShopText(tx, key, locale, value);
    await recordChange(tx, { actor, action: 'shopText.updated', subject: `shopText:${key}`, details: { key, locale, changes: { [key]: [before, value] } } });
  });
  return consoleShopTexts(db);
}
