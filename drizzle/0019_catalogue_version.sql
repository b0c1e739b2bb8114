CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);--> statement-breakpoint
-- Every statement that writes what the servers keep in memory moves the version, in its
-- own transaction, whoever writes (the app, a job, psql): the next answer of every server
-- shows the change (issue 27). A product's stock is not kept in memory, so a sale does not move it.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "carousel_name", "description", "price_cents", "image_path", "image_alt", "sort_order", "active" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "service_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "services_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "catalog_translations_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "service_options_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "service_required_vaccines_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_required_vaccines"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "shop_opening_hours_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_opening_hours"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "shop_closures_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_closures"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "shop_settings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "shop_texts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "providers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "provider_working_hours_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_working_hours"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "provider_services_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_services"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "provider_time_off_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "provider_time_off"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
