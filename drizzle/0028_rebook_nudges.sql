ALTER TABLE "users" ADD COLUMN "remind_when_due" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rebook_nudged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "rebook_weeks" integer;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_rebook_weeks" CHECK ("services"."rebook_weeks" between 1 and 52);