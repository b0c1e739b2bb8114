import * as z from 'zod';
import { locales, type Locale } from '../i18n/locales';
import { message, type Message } from '../i18n/message';
import {
  CAROUSEL_NAME_MAX,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  DESCRIPTION_MAX,
  IMAGE_ALT_MAX,
  PRODUCT_NAME_MAX,
  SERVICE_NAME_MAX,
} from './console-catalogue';
import { paragraphText, textId } from './text';

/**
 * The shop's own words in every language (issue 16, ADR 0015): the names and
 * descriptions of products, services and categories, and the shop's texts (tagline,
 * about, contact notes). English stays in the items' own columns; a translation that
 * is missing falls back to English, and the console lists it as missing.
 */

/** The languages an owner translates into: every one but English. */
export const translationLocales = ['fr-CA'] as const satisfies ReadonlyArray<Exclude<Locale, 'en-CA'>>;
export type TranslationLocale = (typeof translationLocales)[number];

export const translationSubjectKinds = ['product', 'service', 'category'] as const;
export type TranslationSubjectKind = (typeof translationSubjectKinds)[number];

export const translatableFields = ['name', 'carouselName', 'description', 'imageAlt'] as const;
export type TranslatableField = (typeof translatableFields)[number];

/** Which fields each kind of item has, with the longest text each takes (the English field's own limit). */
export const fieldLimits: Record<TranslationSubjectKind, Partial<Record<TranslatableField, number>>> = {
  product: { name: PRODUCT_NAME_MAX, carouselName: CAROUSEL_NAME_MAX, description: DESCRIPTION_MAX, imageAlt: IMAGE_ALT_MAX },
  service: { name: SERVICE_NAME_MAX, description: DESCRIPTION_MAX },
  category: { name: CATEGORY_NAME_MAX, description: CATEGORY_DESCRIPTION_MAX },
};

export const translationMessages = {
  tooLong: 'errors.translations.tooLong',
  unknownItem: 'errors.translations.unknownItem',
  unknownField: 'errors.translations.unknownField',
  unknownText: 'errors.translations.unknownText',
} as const;

export const translationParamsSchema = z.object({
  kind: z.enum(translationSubjectKinds, { error: translationMessages.unknownItem }),
  id: textId(translationMessages.unknownItem),
});

const translatedText = paragraphText().max(DESCRIPTION_MAX, translationMessages.tooLong).optional();

/**
 * One item's words in one language, the fields it sends; an empty field removes that
 * translation (English shows again). Each field's own limit is the English field's.
 */
export const saveTranslationBodySchema = z.strictObject({
  locale: z.enum(translationLocales, { error: 'errors.invalidValue' }),
  name: translatedText,
  carouselName: translatedText,
  description: translatedText,
  imageAlt: translatedText,
});

const fieldValues = z.partialRecord(z.enum(translatableFields), z.string());

/** An item as the console's translation screen shows it: its English, each language's words, and what is missing. */
export const consoleTranslationItemSchema = z.object({
  kind: z.enum(translationSubjectKinds),
  id: z.string(),
  english: fieldValues,
  translations: z.partialRecord(z.enum(translationLocales), fieldValues),
  /** The fields each language lacks: the shop shows English there. */
  missing: z.partialRecord(z.enum(translationLocales), z.array(z.enum(translatableFields))),
});

export const consoleTranslationsResponseSchema = z.object({ items: z.array(consoleTranslationItemSchema) });

/**
 * The shop's own texts, each shown in one place: the tagline (home page and footer), about
 * (Our Story), the contact notes, and the shop's own pages (issue 30): the privacy policy
 * at /privacy and the terms at /terms, long texts in the paragraphs-and-headings subset of
 * text-blocks.ts (ADR 0041).
 */
export const shopPageKeys = ['privacy', 'terms'] as const;
export type ShopPageKey = (typeof shopPageKeys)[number];
export const shopTextKeys = ['tagline', 'about', 'contactNotes', ...shopPageKeys] as const;
export type ShopTextKey = (typeof shopTextKeys)[number];
export const SHOP_TEXT_MAX = 1_000;
export const SHOP_PAGE_MAX = 30_000;

export const isShopPageKey = (key: string): key is ShopPageKey => (shopPageKeys as readonly string[]).includes(key);
/** The longest words a text takes: a page is long, the others are a line or a paragraph. */
export const shopTextMax = (key: ShopTextKey): number => (isShopPageKey(key) ? SHOP_PAGE_MAX : SHOP_TEXT_MAX);

export const shopTextParamsSchema = z.object({ key: z.enum(shopTextKeys, { error: translationMessages.unknownText }) });

/** The public read: the owner's words for each text in the reader's language, or null for the built-in words. */
export const shopTextsResponseSchema = z.object({
  texts: z.object({ tagline: z.string().nullable(), about: z.string().nullable(), contactNotes: z.string().nullable() }),
});

export const shopTextsQuerySchema = z.object({ locale: z.enum(locales, { error: 'errors.invalidValue' }).optional() });

/** One text in one language; empty puts the built-in words back. A short text's own limit is `shopTextMax` (the route checks it). */
export const saveShopTextBodySchema = z.object({
  locale: z.enum(locales, { error: 'errors.invalidValue' }),
  value: paragraphText().max(SHOP_PAGE_MAX, translationMessages.tooLong),
});

export const shopPageParamsSchema = z.object({ page: z.enum(shopPageKeys, { error: 'errors.notFound' }) });

/** The public read of one of the shop's pages: the owner's words in the reader's language, or null for the built-in text. */
export const shopPageResponseSchema = z.object({ text: z.string().nullable() });

/** Each text in every language as the owner set it (null: the built-in words), and the languages it is missing in. */
export const consoleShopTextsResponseSchema = z.object({
  texts: z.array(
    z.object({
      key: z.enum(shopTextKeys),
      values: z.partialRecord(z.enum(locales), z.string().nullable()),
      missing: z.array(z.enum(locales)),
    }),
  ),
});

export type ConsoleTranslationItem = z.infer<typeof consoleTranslationItemSchema>;
export type ConsoleTranslations = z.infer<typeof consoleTranslationsResponseSchema>;
export type ShopTexts = z.infer<typeof shopTextsResponseSchema>['texts'];
export type ConsoleShopTexts = z.infer<typeof consoleShopTextsResponseSchema>;
export type SaveTranslationBody = z.input<typeof saveTranslationBodySchema>;

/**
 * What the kind of item refuses of the fields sent: one it does not have, or a text longer
 * than its English field may be. The server's rule, checked by the console's form first.
 */
export function fieldRefusals(kind: TranslationSubjectKind, fields: Partial<Record<TranslatableField, string>>): Partial<Record<TranslatableField, Message>> {
  const refusals: Partial<Record<TranslatableField, Message>> = {};
  for (const [field, value] of Object.entries(fields) as Array<[TranslatableField, string | undefined]>) {
    const max = fieldLimits[kind][field];
    if (max === undefined) refusals[field] = translationMessages.unknownField;
    else if (value !== undefined && value.length > max) refusals[field] = message(translationMessages.tooLong, { max });
  }
  return refusals;
}

/** "Product 3 lacks its French name": the fields an item's English has and a language does not. */
export function missingFields(
  kind: TranslationSubjectKind,
  english: Partial<Record<TranslatableField, string>>,
  translated: Partial<Record<TranslatableField, string>> | undefined,
): TranslatableField[] {
  return translatableFields.filter((field) => {
    if (fieldLimits[kind][field] === undefined || !english[field] || translated?.[field]) return false;
    // A carousel name that is only the name again follows the translated name.
    return !(field === 'carouselName' && english.carouselName === english.name);
  });
}
