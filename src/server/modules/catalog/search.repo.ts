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
 * names (both languages) hold every one of `words`, each typed closely enough (migration
 * 0023: trigram indexes over the names without accents). Best first: a name that is the
 * search, then one that starts with it, then one that holds it as words, then those
 * full-text search in English or French finds whole ("nourriture chats" finds
 * "Nourriture pour chat"), then those whose own names match every word, by how closely,
 * then those found through their categories, in shop order.
 * `words` come from `searchTermsOf`: letters and digits only, so none is a LIKE pattern.
 */
export async function findProductsMatching(db: Database, words: readonly string[], limit: number): Promise<SearchMatches> {
  if (words.length === 0) return { ids: [], total: 0 };
  const terms = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const phrase = words.join(' ');
  // Full-text search ranks several words found whole, in either language, above words
  // found apart. One word is ranked as well by its trigrams, and stemming every candidate
  // (the costliest step, 1 s of the embedded database's time at 10,000 products) buys nothing.
  const fullText =
    words.length > 1
      ? sql`case when not n.by_name then false else (to_tsvector('english', n.english) @@ plainto_tsquery('english', ${phrase})
          or to_tsvector('french', n.translated || ' ' || n.categories) @@ plainto_tsquery('french', ${phrase})) end`
      : sql`false`;
  const query = sql`
    with terms as materialized (
      select word_index, search_text(word) as word from unnest(${terms}) with ordinality as typed(word, word_index)
    ),
    category_matches as materialized (
      select terms.word_index, c.id from product_categories c, terms
        where search_text(c.name_en || ' ' || c.name_fr) %> terms.word or search_text(c.name_en || ' ' || c.name_fr) like '%' || terms.word || '%'
    ),
    -- One arm per index condition: an OR across them would keep the planner off the
    -- translations' partial index (a sequential scan of every translation).
    name_matches as (
      select terms.word_index, p.id from terms, products p where search_text(p.name) %> terms.word
      union
      select terms.word_index, p.id from terms, products p where search_text(p.name) like '%' || terms.word || '%'
      union
      select terms.word_index, t.subject_id::int from terms, catalog_translations t
        where t.subject_kind = 'product' and t.field = 'name' and search_text(t.value) %> terms.word
      union
      select terms.word_index, t.subject_id::int from terms, catalog_translations t
        where t.subject_kind = 'product' and t.field = 'name' and search_text(t.value) like '%' || terms.word || '%'
    ),
    word_matches as (
      select word_index, id, true as by_name from name_matches
      union all
      select category_matches.word_index, m.product_id, false
        from category_matches join product_category_members m on m.category_id = category_matches.id
    ),
    -- Products that some name matches for every word; by_name when their own names match
    -- every word. Only those are ranked word by word: one found through its categories
    -- alone ("chat" finds every cat product) comes after them, in shop order, at no cost.
    candidates as (
      select id, count(distinct word_index) filter (where by_name) = (select count(*) from terms) as by_name
        from word_matches group by id having count(distinct word_index) = (select count(*) from terms)
    ),
    names as materialized (
      select p.id, p.sort_order, candidates.by_name,
        case when candidates.by_name then trim(regexp_replace(search_text(p.name), '[^[:alnum:]]+', ' ', 'g')) else '' end as english,
        case when candidates.by_name then trim(regexp_replace(coalesce((
          select string_agg(search_text(t.value), ' ') from catalog_translations t
            where t.subject_kind = 'product' and t.field = 'name' and t.subject_id = p.id::text
        ), ''), '[^[:alnum:]]+', ' ', 'g')) else '' end as translated,
        case when candidates.by_name then coalesce((
          select string_agg(search_text(c.name_en || ' ' || c.name_fr), ' ')
            from product_category_members m join product_categories c on c.id = m.category_id
            where m.product_id = p.id
        ), '') else '' end as categories
      from products p join candidates on candidates.id = p.id
      where p.active
    ),
    scored as (
      select n.id, n.sort_order, n.by_name,
        case
          when not n.by_name then 0
          when n.english = search_text(${phrase}) or n.translated = search_text(${phrase}) then 3
          when n.english like search_text(${phrase}) || '%' or n.translated like search_text(${phrase}) || '%' then 2
          when ' ' || n.english || ' ' || n.translated like '% ' || search_text(${phrase}) || '%' then 1
          else 0
        end as tier,
        case when not n.by_name then true else (select bool_and(
            word_similarity(terms.word, n.english || ' ' || n.translated || ' ' || n.categories) >= ${WORD_MATCH}
            or ' ' || n.english || ' ' || n.translated || ' ' || n.categories like '% ' || terms.word || '%'
          ) from terms) end as every_word,
        case when not n.by_name then 0 else (select avg(greatest(
            word_similarity(terms.word, n.english),
            word_similarity(terms.word, n.translated),
            0.5 * word_similarity(terms.word, n.categories)
          )) from terms)::float8 end as closeness,
        ${fullText} as full_text
      from names n
    )
    select id, (count(*) over ())::int as total from scored
    where every_word
    order by tier desc, full_text desc, by_name desc, closeness desc, sort_order, id
    limit ${limit}`;
  // The trigram operator (%>) reads its threshold from the session: set for this query alone.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_MATCH)}, true)`);
    return selectRows<{ id: number; total: number }>(tx, query);
  });
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}
