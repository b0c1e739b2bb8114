ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
-- Every product already here gets the slug the app would make of its English name
-- (catalog/slug.ts: accents folded, lower-case ASCII and hyphens, at most 48 characters,
-- "product" when nothing readable is left), numbered "-2", "-3"… after the first by id.
WITH "made" AS (
  SELECT "id", coalesce(nullif(btrim(left(regexp_replace(lower(regexp_replace(normalize("name", NFKD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', '-', 'g'), 48), '-'), ''), 'product') AS "slug"
  FROM "products"
), "numbered" AS (
  SELECT "id", "slug", row_number() OVER (PARTITION BY "slug" ORDER BY "id") AS "n" FROM "made"
)
UPDATE "products" SET "slug" = CASE WHEN "numbered"."n" = 1 THEN "numbered"."slug" ELSE "numbered"."slug" || '-' || "numbered"."n" END
FROM "numbered" WHERE "products"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
-- A product page says whether the product is in stock, and is kept in memory per catalogue
-- version: a sale that empties the shelf, or stock that refills it, moves the version.
-- Any other change of stock alone still does not (migration 0019).
CREATE TRIGGER "products_stock_state_changed" AFTER UPDATE OF "stock" ON "products"
  FOR EACH ROW WHEN ((OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0)) EXECUTE FUNCTION "bump_catalogue_version"();
