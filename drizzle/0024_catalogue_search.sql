-- The shop's search (issue 28): typo-tolerant (pg_trgm) and accent-insensitive (unaccent)
-- over products' names in English and French and their categories' names, on PostgreSQL
-- and on PGlite, which ships both extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so no index may use it. Naming
-- the dictionary and its schema makes the result depend on the text alone: this wrapper
-- is IMMUTABLE, and the search table below and the search's queries use it the same way.
CREATE OR REPLACE FUNCTION "search_text"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- What a search reads of each product, made when its names or categories change rather
-- than on every search (ADR 0029): whether it is on sale and its place in the shop; its names and its categories' names in both languages,
-- lower-case, without accents, words separated by single spaces; the words of all of them
-- (`words`) and of its own names (`name_words`), under an index that finds the products
-- holding any of some words; and their words stemmed for full-text ranking. Beside it,
-- every word any product has ever held (`search_words`, a few thousand), under a trigram
-- index: a search first finds the words close to what was typed there, then the products
-- holding them, and never compares what was typed with every product. Neither table is in
-- the drizzle schema: only these triggers and the search touch them.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"active" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	"english" text NOT NULL,
	"translated" text NOT NULL,
	"categories" text NOT NULL,
	"words" text[] NOT NULL,
	"name_words" text[] NOT NULL,
	"english_words" tsvector NOT NULL,
	"french_words" tsvector NOT NULL
);--> statement-breakpoint
CREATE INDEX "product_search_words" ON "product_search" USING gin ("words") WITH (fastupdate = off);--> statement-breakpoint
-- In byte order, so that the words starting with some letters are a range of its key.
CREATE TABLE "search_words" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trigrams" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE FUNCTION "refresh_product_search"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_search (product_id, active, sort_order, english, translated, categories, words, name_words, english_words, french_words)
  SELECT n.id, n.active, n.sort_order, n.english, n.translated, n.categories,
      ARRAY(SELECT DISTINCT w FROM unnest(string_to_array(trim(n.english || ' ' || n.translated || ' ' || n.categories), ' ')) w WHERE w <> ''),
      ARRAY(SELECT DISTINCT w FROM unnest(string_to_array(trim(n.english || ' ' || n.translated), ' ')) w WHERE w <> ''),
      to_tsvector('english', n.english), to_tsvector('french', n.translated || ' ' || n.categories)
    FROM (
      SELECT p.id, p.active, p.sort_order,
        trim(regexp_replace(search_text(p.name), '[^[:alnum:]]+', ' ', 'g')) AS english,
        trim(regexp_replace(coalesce((
          SELECT string_agg(search_text(t.value), ' ' ORDER BY t.locale) FROM catalog_translations t
            WHERE t.subject_kind = 'product' AND t.field = 'name' AND t.subject_id = p.id::text
        ), ''), '[^[:alnum:]]+', ' ', 'g')) AS translated,
        trim(regexp_replace(coalesce((
          SELECT string_agg(search_text(c.name_en || ' ' || c.name_fr), ' ' ORDER BY c.sort_order, c.id)
            FROM product_category_members m JOIN product_categories c ON c.id = m.category_id
            WHERE m.product_id = p.id
        ), ''), '[^[:alnum:]]+', ' ', 'g')) AS categories
      FROM products p WHERE p.id = ANY(ids)
    ) n
  ON CONFLICT (product_id) DO UPDATE SET active = excluded.active, sort_order = excluded.sort_order, english = excluded.english, translated = excluded.translated,
    categories = excluded.categories, words = excluded.words, name_words = excluded.name_words,
    english_words = excluded.english_words, french_words = excluded.french_words;
  -- A word no product holds any more stays: it only ever finds nothing.
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM product_search, unnest(words) w WHERE product_id = ANY(ids)
  ON CONFLICT (word) DO NOTHING;
$$;--> statement-breakpoint
-- Kept up to date by whoever writes, one statement at a time (a bulk insert refreshes its
-- products once): a product made or renamed, its translated name, its categories and
-- their names. A product deleted takes its row with it.
CREATE FUNCTION "products_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_search(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_product_search(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name));
    -- Taken off sale, back on sale or moved in the shop's order: no word changes.
    UPDATE product_search s SET active = n.active, sort_order = n.sort_order FROM new_rows n
      WHERE s.product_id = n.id AND (s.active, s.sort_order) IS DISTINCT FROM (n.active, n.sort_order);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_changed"();--> statement-breakpoint
CREATE TRIGGER "products_search_updated" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "products_search_changed"();--> statement-breakpoint
CREATE FUNCTION "product_names_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_search(ARRAY(
      SELECT subject_id::integer FROM new_rows WHERE subject_kind = 'product' AND field = 'name' AND subject_id ~ '^[0-9]{1,9}$'));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_search(ARRAY(
      SELECT subject_id::integer FROM old_rows WHERE subject_kind = 'product' AND field = 'name' AND subject_id ~ '^[0-9]{1,9}$'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "catalog_translations_search_inserted" AFTER INSERT ON "catalog_translations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_names_search_changed"();--> statement-breakpoint
CREATE TRIGGER "catalog_translations_search_updated" AFTER UPDATE ON "catalog_translations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_names_search_changed"();--> statement-breakpoint
CREATE TRIGGER "catalog_translations_search_deleted" AFTER DELETE ON "catalog_translations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_names_search_changed"();--> statement-breakpoint
CREATE FUNCTION "category_members_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_search(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_category_members_search_inserted" AFTER INSERT ON "product_category_members"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_members_search_changed"();--> statement-breakpoint
CREATE TRIGGER "product_category_members_search_updated" AFTER UPDATE ON "product_category_members"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_members_search_changed"();--> statement-breakpoint
CREATE TRIGGER "product_category_members_search_deleted" AFTER DELETE ON "product_category_members"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_members_search_changed"();--> statement-breakpoint
CREATE FUNCTION "categories_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_search(ARRAY(
    SELECT DISTINCT m.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN product_category_members m ON m.category_id = n.id
      WHERE (n.name_en, n.name_fr, n.sort_order) IS DISTINCT FROM (o.name_en, o.name_fr, o.sort_order)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_categories_search_updated" AFTER UPDATE ON "product_categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "categories_search_changed"();--> statement-breakpoint
-- The products already in the shop.
SELECT refresh_product_search(ARRAY(SELECT id FROM products));--> statement-breakpoint
ANALYZE "product_search";--> statement-breakpoint
ANALYZE "search_words";
