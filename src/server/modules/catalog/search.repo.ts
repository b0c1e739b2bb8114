import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { selectRows } from '../../db/raw-rows';

/**
 * How close a word must be to a word of a product's names (pg_trgm's word similarity, 0
 * to 1) to count as typed for it: 0.5 lets "kible" find "kibble" and "fod" find "food",
 * while "cat" does not find "chat" (0.29).
 */
const WORD_MATCH = 0.5;

/**
 * The most words of the shop one typed word stands for, in each way (close, or started):
 * "5" or "a" starts thousands of words, and looking up products by every one of them would
 * cost what scanning the catalogue does. The closest (the word itself first) are kept.
 */
const STANDS_FOR_MAX = 50;

export interface SearchMatches {
  /** The matching products on sale, best first, at most `limit`. */
  ids: number[];
  /** How many match in all. */
  total: number;
}

/**
 * The products on sale whose names (English, or the owner's translation) or categories'
 * names (both languages) hold every one of `words`, each typed closely enough (pg_trgm's
 * word similarity) or as the start of a word. Read from `product_search` and
 * `search_words` (migration 0024), made when names change: the words close to each typed
 * one are found among every word the shop holds, then the products holding some of them
 * for every typed word, by index, so a search costs what it finds, not the catalogue's
 * size. Best first: a name that is the search, then one that starts with it, then one
 * that holds it as words, then those full-text search in English or French finds whole
 * ("nourriture chats" finds "Nourriture pour chat"), then those whose own names match
 * every word, by how closely, then those found through their categories alone, in shop
 * order.
 * `words` come from `searchTermsOf`: letters and digits only, so none is a LIKE pattern.
 */
export async function findProductsMatching(db: Database, words: readonly string[], limit: number): Promise<SearchMatches> {
  if (words.length === 0) return { ids: [], total: 0 };
  const phrase = words.join(' ');
  // The shop's words each typed one may stand for, one arm per index condition.
  const close = sql.join(
    words.flatMap((word, index) => [
      // The index finds the words similar to it at pg_trgm's default threshold (`%`, 0.3: no
      // setting, so no transaction), of which those close enough are kept. Under three
      // letters, a close word starts with it anyway: the prefix arm finds it.
      ...(word.length >= 3
        ? [
            sql`(select ${index + 1}::int as word_index, v.word collate "default" as word, word_similarity(${word}, v.word) as closeness from search_words v
                where v.word % ${word} and word_similarity(${word}, v.word) >= ${WORD_MATCH} order by 3 desc, v.word limit ${STANDS_FOR_MAX})`,
          ]
        : []),
      sql`(select ${index + 1}::int as word_index, v.word collate "default" as word, word_similarity(${word}, v.word) as closeness from search_words v
          where v.word like ${`${word}%`} order by v.word limit ${STANDS_FOR_MAX})`,
    ]),
    sql` union `,
  );
  // The words typed word `index` stands for, found once per search.
  const standsFor = (index: number) => sql`(select coalesce(array_agg(word), '{}') from close where word_index = ${index + 1})`;
  const everyWord = (column: SQL) =>
    sql.join(
      words.map((_word, index) => sql`${column} && ${standsFor(index)}`),
      sql` and `,
    );
  // Full-text search ranks several words found whole, in either language, above words
  // found apart; one word is ranked as well by its trigrams.
  const fullText =
    words.length > 1
      ? sql`(m.english_words @@ plainto_tsquery('english', ${phrase}) or m.french_words @@ plainto_tsquery('french', ${phrase}))`
      : sql`false`;
  // By name when its own names hold every word: only those are ranked word by word, by
  // how closely each typed word is held (a category's word counts half); one found through
  // its categories alone ("chat" finds every cat product) comes after them, in shop order.
  const query = sql`
    with close as materialized (${close}),
    matches as materialized (
      select s.product_id, s.sort_order, s.english, s.translated, s.words, s.name_words, s.english_words, s.french_words,
          ${everyWord(sql`s.name_words`)} as by_name
        from product_search s
        where ${everyWord(sql`s.words`)} and s.active
    ),
    closeness as (
      select product_id, sum(closeness)::float8 as closeness from (
        select m.product_id, c.word_index,
            max(case when c.word = any(m.name_words) then c.closeness else 0.5 * c.closeness end) as closeness
          from matches m cross join lateral unnest(m.words) as held(word) join close c on c.word = held.word
          where m.by_name
          group by m.product_id, c.word_index
      ) held_words group by product_id
    )
    select m.product_id as id, (count(*) over ())::int as total
    from matches m left join closeness k on k.product_id = m.product_id
    order by
      case
        when not m.by_name then 0
        when m.english = ${phrase} or m.translated = ${phrase} then 3
        when m.english like ${`${phrase}%`} or m.translated like ${`${phrase}%`} then 2
        when ' ' || m.english || ' ' || m.translated like ${`% ${phrase}%`} then 1
        else 0
      end desc,
      case when m.by_name then ${fullText} else false end desc,
      m.by_name desc,
      coalesce(k.closeness, 0) desc,
      m.sort_order, m.product_id
    limit ${limit}`;
  // One statement, not a transaction: on the embedded database, a transaction would hold
  // its one connection across several turns of the event loop while other requests wait.
  const rows = await selectRows<{ id: number; total: number }>(db, query);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}
