-- The shop's search (issue 28): typo-tolerant (pg_trgm) and accent-insensitive (unaccent)
-- over products' names in English and French and their categories' names, on PostgreSQL
-- and on PGlite, which ships both extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so no index may use it. Naming
-- the dictionary and its schema makes the result depend on the text alone: this wrapper
-- is IMMUTABLE, and the indexes below and the search's queries use it the same way.
CREATE OR REPLACE FUNCTION "search_text"(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE INDEX "products_name_search" ON "products" USING gin ("search_text"("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_translations_product_name_search" ON "catalog_translations" USING gin ("search_text"("value") gin_trgm_ops)
  WHERE "subject_kind" = 'product' AND "field" = 'name';
