CREATE TABLE "report_card_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"pet_id" uuid,
	"user_id" text NOT NULL,
	"provider_id" integer NOT NULL,
	"pet_name" text NOT NULL,
	"service_id" text NOT NULL,
	"service_name" text NOT NULL,
	"visit_starts_at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"checks" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_appointment_idx" ON "report_cards" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "report_cards_pet_idx" ON "report_cards" USING btree ("pet_id","visit_starts_at");--> statement-breakpoint
INSERT INTO "report_card_checks" ("label_en", "label_fr", "position") VALUES
	('Nails trimmed', 'Griffes taillées', 1),
	('Ears cleaned', 'Oreilles nettoyées', 2),
	('Teeth brushed', 'Dents brossées', 3),
	('Bath and blow-dry', 'Bain et séchage', 4),
	('Haircut', 'Coupe', 5);
