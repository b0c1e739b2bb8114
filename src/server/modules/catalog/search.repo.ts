import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { selectRows } from '../../db/raw-rows';

/**
 * How close a word must be to a word of a product's names (pg_trgm's word similarity, 0
 * to 1) to count as typed for it: 0.5 lets "kible" find "kibble" and "fod" find "food",
 * while "cat" does not find "chat" (0.29).
 */
const WORD_MATCH = 0.5;

export interface SearchMatches {
  /** The matching products on sale, best first, at most `limit`. */
  ids: number[];
  /** How many match in all. */
  total: number;
}

/**
 * The products on sale whose names (English, or the owner's translation) or categories'
 * names (both languages) hold every one of `words`, each typed closely enough. Read from
 * `product_search` (migration 0024), which holds each product's names without accents,
 * made when they change: its one trigram index finds the candidates, so a search costs
 * what it finds, not the catalogue's size. Best first: a name that is the search, then one
 * that starts with it, then one that holds it as words, then those full-text search in
 * English or French finds whole ("nourriture chats" finds "Nourriture pour chat"), then
 * those whose own names match every word, by how closely, then those found through their
 * categories alone, in shop order.
 * `words` come from `searchTermsOf`: letters and digits only, so none is a LIKE pattern.
 */
export async function findProductsMatching(db: Database, words: readonly string[], limit: number): Promise<SearchMatches> {
  if (words.length === 0) return { ids: [], total: 0 };
  const phrase = words.join(' ');
  // Each word, as the index's conditions: typed closely (%>) or held anywhere (like); the
  // planner reads the words themselves, so it knows a common word from a rare one.
  const found = sql.join(
    words.map((word) => sql`(s.document %> ${word} or s.document like ${`%${word}%`})`),
    sql` and `,
  );
  // Then each word as the shop means it: close to a word, or the start of one.
  const everyWord = sql.join(
    words.map((word) => sql`(word_similarity(${word}, s.document) >= ${WORD_MATCH} or ' ' || s.document like ${`% ${word}%`})`),
    sql` and `,
  );
  // By name when the product's own names hold every word, not only its categories'.
  const byName = sql.join(
    words.map((word) => sql`(word_similarity(${word}, s.english || ' ' || s.translated) >= ${WORD_MATCH} or s.english || ' ' || s.translated like ${`%${word}%`})`),
    sql` and `,
  );
  const closeness = sql.join(
    words.map((word) => sql`greatest(word_similarity(${word}, s.english), word_similarity(${word}, s.translated), 0.5 * word_similarity(${word}, s.categories))`),
    sql` + `,
  );
  // Full-text search ranks several words found whole, in either language, above words
  // found apart; one word is ranked as well by its trigrams.
  const fullText =
    words.length > 1
      ? sql`(s.english_words @@ plainto_tsquery('english', ${phrase}) or s.french_words @@ plainto_tsquery('french', ${phrase}))`
      : sql`false`;
  const query = sql`
    with matches as (
      select s.*, p.sort_order, ${byName} as by_name
        from product_search s join products p on p.id = s.product_id
        where ${found} and ${everyWord} and p.active
    ),
    scored as (
      select s.product_id as id, s.sort_order, s.by_name,
        case
          when not s.by_name then 0
          when s.english = ${phrase} or s.translated = ${phrase} then 3
          when s.english like ${`${phrase}%`} or s.translated like ${`${phrase}%`} then 2
          when ' ' || s.english || ' ' || s.translated like ${`% ${phrase}%`} then 1
          else 0
        end as tier,
        case when s.by_name then ${fullText} else false end as full_text,
        case when s.by_name then (${closeness})::float8 / ${words.length} else 0 end as closeness
      from matches s
    )
    select id, (count(*) over ())::int as total from scored
    order by tier desc, full_text desc, by_name desc, closeness desc, sort_order, id
    limit ${limit}`;
  // The trigram operator (%>) reads its threshold from the session: set for this query alone.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_MATCH)}, true)`);
    return selectRows<{ id: number; total: number }>(tx, query);
  });
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}
