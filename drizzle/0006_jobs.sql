CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"unique_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_unique_key_unique" UNIQUE("unique_key"),
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "jobs_attempts" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."status" = 'pending';
--> statement-breakpoint
-- D23: mail becomes one job kind. Mail still to send, and mail that failed (so it can
-- be listed and retried), move over as 'mail' jobs with their attempts and last error;
-- mail already sent or logged is history and goes with the outbox. Mail in the middle
-- of its last attempt keeps one more.
INSERT INTO "jobs" ("kind", "payload", "run_at", "attempts", "max_attempts", "status", "last_error", "created_at", "finished_at")
  SELECT
    'mail',
    jsonb_strip_nulls(jsonb_build_object(
      'to', "to", 'subject', "subject", 'text', "text", 'html', "html", 'attachments', "attachments"
    )),
    "next_attempt_at",
    CASE WHEN "status" = 'pending' THEN least("attempts", 7) ELSE "attempts" END,
    8,
    "status",
    "last_error",
    "created_at",
    CASE WHEN "status" = 'failed' THEN now() END
  FROM "outbox"
  WHERE "status" IN ('pending', 'failed')
  ORDER BY "id";
--> statement-breakpoint
DROP TABLE "outbox" CASCADE;
