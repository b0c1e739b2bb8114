import type * as z from 'zod';
import type { ServiceCatalogResponse } from '@shared/contracts/booking';
import type { Product } from '@shared/contracts/products';
import {
  fieldRefusals,
  missingFields,
  translationLocales,
  translationMessages,
  type ConsoleTranslationItem,
  type saveTranslationBodySchema,
  type TranslatableField,
  type TranslationSubjectKind,
} from '@shared/contracts/translations';
import { defaultLocale, type Locale } from '@shared/i18n/locales';
import type { Message } from '@shared/i18n/message';
import type { Database, Executor } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { recordChange, type AuditActor } from '../audit/audit.service';
import { findTranslatableItem, findTranslatableItems, findTranslations, writeTranslations, type TranslationRow } from './translations.repo';

/**
 * The owner's words for products, services and categories in languages other than
 * English (issue 16). Every reader-facing list goes through `localized…` here; a field
 * nobody translated stays English.
 */
type Words = Partial<Record<TranslatableField, string>>;

function byItem(rows: readonly TranslationRow[]): Map<string, Words> {
  const items = new Map<string, Words>();
  for (const row of rows) {
    const words = items.get(row.subjectId) ?? {};
    words[row.field as TranslatableField] = row.value;
    items.set(row.subjectId, words);
  }
  return items;
}

/** The translated words of items of one kind in `locale`, by item id (none at all for English). */
export async function translationsOf(db: Executor, kind: TranslationSubjectKind, ids: Iterable<string | number>, locale: Locale): Promise<Map<string, Words>> {
  if (locale === defaultLocale) return new Map();
  return byItem(await findTranslations(db, kind, { ids: [...new Set([...ids].map(String))], locale }));
}

/** Products as a reader of `locale` sees them; a carousel name that is only the name follows the translated name. */
export async function localizedProducts(db: Executor, products: Product[], locale: Locale): Promise<Product[]> {
  const words = await translationsOf(db, 'product', products.map((product) => product.id), locale);
  if (words.size === 0) return products;
  return products.map((product) => {
    const own = words.get(String(product.id));
    if (!own) return product;
    const name = own.name ?? product.name;
    const carouselName = own.carouselName ?? (product.carouselName === product.name ? name : product.carouselName);
    return { ...product, name, carouselName, description: own.description ?? product.description, image: { ...product.image, alt: own.imageAlt ?? product.image.alt } };
  });
}

/** The service catalogue (booking's step 1) as a reader of `locale` sees it. */
export async function localizedServiceCatalog(db: Executor, catalog: ServiceCatalogResponse, locale: Locale): Promise<ServiceCatalogResponse> {
  const services = catalog.categories.flatMap((category) => category.services);
  const [categoryWords, serviceWords] = await Promise.all([
    translationsOf(db, 'category', catalog.categories.map((category) => category.id), locale),
    translationsOf(db, 'service', services.map((service) => service.id), locale),
  ]);
  if (categoryWords.size === 0 && serviceWords.size === 0) return catalog;
  const words = <T extends { id: string; name: string; description: string }>(item: T, own: Words | undefined): T =>
    own ? { ...item, name: own.name ?? item.name, description: own.description ?? item.description } : item;
  return {
    categories: catalog.categories.map((category) => ({
      ...words(category, categoryWords.get(category.id)),
      services: category.services.map((service) => words(service, serviceWords.get(service.id))),
    })),
  };
}

/** Names (and descriptions) in `locale` of the items given in English, by id: what a cart, order or appointment shows. */
export async function localizedNames<Id extends string | number>(
  db: Executor,
  kind: TranslationSubjectKind,
  english: ReadonlyMap<Id, string>,
  locale: Locale,
): Promise<Map<Id, string>> {
  const words = await translationsOf(db, kind, english.keys(), locale);
  return new Map([...english].map(([id, name]) => [id, words.get(String(id))?.name ?? name]));
}

/** An item as the console shows it: its English, its words in each language and what each lacks. */
function toConsoleItem(kind: TranslationSubjectKind, id: string, english: Words, rows: readonly TranslationRow[]): ConsoleTranslationItem {
  const translations: ConsoleTranslationItem['translations'] = {};
  const missing: ConsoleTranslationItem['missing'] = {};
  for (const locale of translationLocales) {
    const own = byItem(rows.filter((row) => row.locale === locale && row.subjectId === id)).get(id);
    if (own) translations[locale] = own;
    missing[locale] = missingFields(kind, english, own);
  }
  return { kind, id, english, translations, missing };
}

/** Every product, service and category with its translations and what is missing: the console's list. */
export async function consoleTranslations(db: Executor): Promise<ConsoleTranslationItem[]> {
  const { productRows, serviceRows, categoryRows } = await findTranslatableItems(db);
  const [productWords, serviceWords, categoryWords] = await Promise.all(
    (['product', 'service', 'category'] as const).map((kind) => findTranslations(db, kind)),
  );
  const rowsOf = (rows: readonly TranslationRow[]) => {
    const grouped = new Map<string, TranslationRow[]>();
    for (const row of rows) grouped.set(row.subjectId, [...(grouped.get(row.subjectId) ?? []), row]);
    return (id: string) => grouped.get(id) ?? [];
  };
  const [ofProduct, ofService, ofCategory] = [rowsOf(productWords!), rowsOf(serviceWords!), rowsOf(categoryWords!)];
  return [
    ...productRows.map(({ id, ...english }) => toConsoleItem('product', String(id), english, ofProduct(String(id)))),
    ...serviceRows.map(({ id, ...english }) => toConsoleItem('service', id, english, ofService(id))),
    ...categoryRows.map(({ id, ...english }) => toConsoleItem('category', id, english, ofCategory(id))),
  ];
}

export type TranslationInput = z.output<typeof saveTranslationBodySchema>;

/**
 * Sets an item's words in one language (an empty field removes that translation), in
 * one transaction with its line in the audit log. A field the kind does not have, or
 * longer than its English field may be, is refused with the field named.
 */
export async function saveTranslation(
  db: Database,
  actor: AuditActor,
  kind: TranslationSubjectKind,
  id: string,
  { locale, ...sent }: TranslationInput,
): Promise<ConsoleTranslationItem> {
  const fields = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) as Words;
  const refusals = fieldRefusals(kind, fields);
  if (Object.keys(refusals).length > 0) throw new AppError(422, 'VALIDATION_ERROR', 'errors.validation', refusals as Record<string, Message>);

  return db.transaction(async (tx) => {
    const english = await findTranslatableItem(tx, kind, id);
    if (!english) throw notFound(translationMessages.unknownItem);
    const before = byItem(await findTranslations(tx, kind, { ids: [id], locale })).get(id) ?? {};
    const values = Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, value === '' ? null : value]));
    const changes = Object.fromEntries(
      Object.entries(values)
        .filter(([field, value]) => (before[field as TranslatableField] ?? null) !== value)
        .map(([field, value]) => [field, [before[field as TranslatableField] ?? '', value ?? '']]),
    );
    if (Object.keys(changes).length > 0) {
      await writeTranslations(tx, kind, id, locale, values);
      await recordChange(tx, { actor, action: 'translation.updated', subject: `${kind}:${id}`, details: { name: english.name, locale, changes } });
    }
    return toConsoleItem(kind, id, english, await findTranslations(tx, kind, { ids: [id] }));
  });
}
