CREATE TABLE "consent_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" text NOT NULL,
	"source" text NOT NULL,
	"phone" text,
	"campaign_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_topic" CHECK ("consent_records"."topic" in ('news-email', 'reminder-texts')),
	CONSTRAINT "consent_records_source" CHECK ("consent_records"."source" in ('registration', 'profile', 'unsubscribe-link', 'newsletter-box'))
);
--> statement-breakpoint
CREATE TABLE "news_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_en" text NOT NULL,
	"subject_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "news_campaigns_status" CHECK ("news_campaigns"."status" in ('draft', 'scheduled', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "news_deliveries" (
	"campaign_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_deliveries_campaign_id_user_id_pk" PRIMARY KEY("campaign_id","user_id"),
	CONSTRAINT "news_deliveries_status" CHECK ("news_deliveries"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_deliveries" ADD CONSTRAINT "news_deliveries_campaign_id_news_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."news_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_deliveries" ADD CONSTRAINT "news_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_topic_idx" ON "consent_records" USING btree ("user_id","topic","recorded_at");--> statement-breakpoint
CREATE INDEX "consent_records_campaign_idx" ON "consent_records" USING btree ("campaign_id") WHERE "consent_records"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "news_campaigns_created_idx" ON "news_campaigns" USING btree ("created_at");