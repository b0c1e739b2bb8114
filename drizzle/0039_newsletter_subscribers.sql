CREATE TABLE "news_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"wording_version" text NOT NULL,
	"inquired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "news_subscribers_locale" CHECK ("news_subscribers"."locale" in ('en-CA', 'fr-CA'))
);
--> statement-breakpoint
CREATE TABLE "news_subscriber_deliveries" (
	"campaign_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_subscriber_deliveries_campaign_id_subscriber_id_pk" PRIMARY KEY("campaign_id","subscriber_id"),
	CONSTRAINT "news_subscriber_deliveries_status" CHECK ("news_subscriber_deliveries"."status" in ('sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "consent_records" DROP CONSTRAINT "consent_records_topic";--> statement-breakpoint
ALTER TABLE "news_subscriber_deliveries" ADD CONSTRAINT "news_subscriber_deliveries_campaign_id_news_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."news_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_subscriber_deliveries" ADD CONSTRAINT "news_subscriber_deliveries_subscriber_id_news_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."news_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_subscribers_inquired_idx" ON "news_subscribers" USING btree ("inquired_at");--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_topic" CHECK ("consent_records"."topic" in ('news-email', 'reminder-texts', 'news-inquiry'));