CREATE TABLE "orders_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "orders_version_single_row" CHECK ("orders_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "orders_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that writes what a list of past orders shows moves the version, in its
-- own transaction: whoever writes (the app, a webhook, a job, psql), every server sees it (issue 31).
CREATE FUNCTION "bump_orders_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "orders_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_orders_version"();--> statement-breakpoint
CREATE TRIGGER "order_lines_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_orders_version"();--> statement-breakpoint
CREATE TRIGGER "refunds_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_orders_version"();--> statement-breakpoint
CREATE TRIGGER "refund_lines_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "refund_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_orders_version"();--> statement-breakpoint
-- The appointment lists show beside each visit its waiver and whether its report card is
-- written: writing those moves the appointment book's version too (issue 31), so a list
-- kept in memory for one version is never older than them.
CREATE TRIGGER "waiver_acceptances_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "waiver_acceptances"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_appointments_version"();--> statement-breakpoint
CREATE TRIGGER "service_waivers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_waivers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_appointments_version"();--> statement-breakpoint
CREATE TRIGGER "report_cards_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "report_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_appointments_version"();
