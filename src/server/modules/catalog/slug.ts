/** The longest slug an id starts from; a suffix ("-12") still fits a 64-character text id. */
const SLUG_MAX = 48;

/**
 * A readable id from a name: "Dental Check (Cats)" → "dental-check-cats". Accents are
 * dropped ("Pédicure" → "pedicure"); a name with no Latin letters or digits at all
 * gives `fallback`, so there is always an id to start from.
 */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** A product's slug, the last part of its page's address (/shop/{slug}): its English name made readable. */
export const productSlugOf = (name: string): string => slugOf(name, 'product');

/** The ids to try in turn: the slug itself, then "slug-2", "slug-3", …, never one of `reserved`. */
export function* slugCandidates(slug: string, reserved: readonly string[] = []): Generator<string> {
  if (!reserved.includes(slug)) yield slug;
  for (let suffix = 2; ; suffix += 1) yield `${slug}-${suffix}`;
}
