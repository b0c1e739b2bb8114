CREATE TABLE "appointments_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "appointments_version_single_row" CHECK ("appointments_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "appointments_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that writes appointments moves the version, in its own transaction:
-- whoever writes them (the app, a job, psql), every server sees the change (issue 15).
CREATE FUNCTION "bump_appointments_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "appointments_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_appointments_version"();
