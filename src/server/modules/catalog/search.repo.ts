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
 * 0023: trigram indexes over the names without accents). Best first:
 * a name that is the search, then one that starts with it, then one that holds it as
 * words, then those full-text search in English or French finds whole ("nourriture
 * chats" finds "Nourriture pour chat"), then by how closely the words match, then in
 * shop order.
 * `words` come from `searchTermsOf`: letters and digits only, so none is a LIKE pattern.
 */
export async function findProductsMatching(db: Database, words: readonly string[], limit: number): Promise<SearchMatches> {
  if (words.length === 0) return { ids: [], total: 0 };
  const terms = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const phrase = words.join(' ');
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
    word_matches as (
      select terms.word_index, p.id from terms, products p where search_text(p.name) %> terms.word
      union
      select terms.word_index, p.id from terms, products p where search_text(p.name) like '%' || terms.word || '%'
      union
      select terms.word_index, t.subject_id::int from terms, catalog_translations t
        where t.subject_kind = 'product' and t.field = 'name' and search_text(t.value) %> terms.word
      union
      select terms.word_index, t.subject_id::int from terms, catalog_translations t
        where t.subject_kind = 'product' and t.field = 'name' and search_text(t.value) like '%' || terms.word || '%'
      union
      select category_matches.word_index, m.product_id from category_matches join product_category_members m on m.category_id = category_matches.id
    ),
    -- Products that some name matches for every word: the few the ranking below reads.
    candidates as (
      select id from word_matches group by id having count(distinct word_index) = (select count(*) from terms)
    ),
    names as materialized (
      select p.id, p.sort_order,
        trim(regexp_replace(search_text(p.name), '[^[:alnum:]]+', ' ', 'g')) as english,
        trim(regexp_replace(coalesce((
          select string_agg(search_text(t.value), ' ') from catalog_translations t
            where t.subject_kind = 'product' and t.field = 'name' and t.subject_id = p.id::text
        ), ''), '[^[:alnum:]]+', ' ', 'g')) as translated,
        coalesce((
          select string_agg(search_text(c.name_en || ' ' || c.name_fr), ' ')
            from product_category_members m join product_categories c on c.id = m.category_id
            where m.product_id = p.id
        ), '') as categories
      from products p
      where p.active and p.id in (select id from candidates)
    ),
    scored as (
      select n.id, n.sort_order,
        case
          when n.english = search_text(${phrase}) or n.translated = search_text(${phrase}) then 3
          when n.english like search_text(${phrase}) || '%' or n.translated like search_text(${phrase}) || '%' then 2
          when ' ' || n.english || ' ' || n.translated like '% ' || search_text(${phrase}) || '%' then 1
          else 0
        end as tier,
        (select bool_and(
            word_similarity(terms.word, n.english || ' ' || n.translated || ' ' || n.categories) >= ${WORD_MATCH}
            or ' ' || n.english || ' ' || n.translated || ' ' || n.categories like '% ' || terms.word || '%'
          ) from terms) as every_word,
        (select avg(greatest(
            word_similarity(terms.word, n.english),
            word_similarity(terms.word, n.translated),
            0.5 * word_similarity(terms.word, n.categories)
          )) from terms)::float8 as closeness,
        (to_tsvector('english', n.english) @@ plainto_tsquery('english', ${phrase})
          or to_tsvector('french', n.translated || ' ' || n.categories) @@ plainto_tsquery('french', ${phrase})) as full_text
      from names n
    )
    select id, (count(*) over ())::int as total from scored
    where every_word or full_text
    order by tier desc, full_text desc, closeness desc, sort_order, id
    limit ${limit}`;
  // The trigram operator (%>) reads its threshold from the session: set for this query alone.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_MATCH)}, true)`);
    return selectRows<{ id: number; total: number }>(tx, query);
  });
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}
