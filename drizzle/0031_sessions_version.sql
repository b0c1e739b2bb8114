CREATE TABLE "sessions_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sessions_version_single_row" CHECK ("sessions_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "sessions_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Every statement that could take away a session's standing or change what the guards
-- know of its person moves the version, in its own transaction, whoever writes (the app,
-- Better Auth, a job, psql): servers keep sessions in memory for one version (issue 31).
-- A new session takes nothing away, so signing in does not move it. Deleting an account
-- deletes its sessions and roles by cascade, which fires their triggers too.
CREATE FUNCTION "bump_sessions_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_sessions_version"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_sessions_version"();--> statement-breakpoint
CREATE TRIGGER "user_roles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_sessions_version"();
