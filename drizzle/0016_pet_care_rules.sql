CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"service_id" text NOT NULL,
	"pet_id" uuid,
	"date" date NOT NULL,
	"from_minute" smallint,
	"to_minute" smallint,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "waitlist_status" CHECK ("waitlist_entries"."status" in ('waiting', 'booked', 'left', 'expired')),
	CONSTRAINT "waitlist_range" CHECK ("waitlist_entries"."from_minute" is null or "waitlist_entries"."to_minute" is null or "waitlist_entries"."from_minute" < "waitlist_entries"."to_minute")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"token" text NOT NULL,
	"provider_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_token_unique" UNIQUE("token"),
	CONSTRAINT "waitlist_offers_status" CHECK ("waitlist_offers"."status" in ('open', 'taken', 'gone'))
);
--> statement-breakpoint
CREATE TABLE "service_options" (
	"service_id" text NOT NULL,
	"size" text DEFAULT 'any' NOT NULL,
	"coat" text DEFAULT 'any' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "service_options_service_id_size_coat_pk" PRIMARY KEY("service_id","size","coat"),
	CONSTRAINT "service_options_size" CHECK ("service_options"."size" in ('any', 'small', 'medium', 'large', 'giant')),
	CONSTRAINT "service_options_coat" CHECK ("service_options"."coat" in ('any', 'short', 'medium', 'long', 'double')),
	CONSTRAINT "service_options_duration" CHECK ("service_options"."duration_minutes" > 0 and "service_options"."duration_minutes" % 5 = 0),
	CONSTRAINT "service_options_price" CHECK ("service_options"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_required_vaccines" (
	"service_id" text NOT NULL,
	"vaccine" text NOT NULL,
	CONSTRAINT "service_required_vaccines_service_id_vaccine_pk" PRIMARY KEY("service_id","vaccine")
);
--> statement-breakpoint
CREATE TABLE "pet_vaccinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"vaccine" text NOT NULL,
	"given_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"proof_sha256" text,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_vaccinations_dates" CHECK ("pet_vaccinations"."given_on" <= "pet_vaccinations"."expires_on")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "pet_id" uuid;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "coat" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "weight_kg" real;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "min_notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "cancel_window_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "reminder_lead_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_options" ADD CONSTRAINT "service_options_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_required_vaccines" ADD CONSTRAINT "service_required_vaccines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_vaccinations" ADD CONSTRAINT "pet_vaccinations_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_one_waiting_entry" ON "waitlist_entries" USING btree ("user_id","service_id","date") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_waiting_idx" ON "waitlist_entries" USING btree ("service_id","date") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_slot" ON "waitlist_offers" USING btree ("entry_id","provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_idx" ON "waitlist_offers" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "pet_vaccinations_pet_idx" ON "pet_vaccinations" USING btree ("pet_id","vaccine");--> statement-breakpoint
CREATE INDEX "pet_vaccinations_expiry_idx" ON "pet_vaccinations" USING btree ("expires_on");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_pet_idx" ON "appointments" USING btree ("pet_id","starts_at");--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_size" CHECK ("pets"."size" is null or "pets"."size" in ('small', 'medium', 'large', 'giant'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_coat" CHECK ("pets"."coat" is null or "pets"."coat" in ('short', 'medium', 'long', 'double'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_weight" CHECK ("pets"."weight_kg" is null or ("pets"."weight_kg" > 0 and "pets"."weight_kg" < 200));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_min_notice" CHECK ("shop_settings"."min_notice_minutes" between 0 and 20160);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_cancel_window" CHECK ("shop_settings"."cancel_window_minutes" between 0 and 20160);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_reminder_lead" CHECK ("shop_settings"."reminder_lead_minutes" between 60 and 10080);