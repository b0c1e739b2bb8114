CREATE TABLE "service_waivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" text NOT NULL,
	"version" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL,
	CONSTRAINT "service_waivers_version" CHECK ("service_waivers"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "waiver_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waiver_id" uuid NOT NULL,
	"pet_id" uuid,
	"appointment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_waivers" ADD CONSTRAINT "service_waivers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_acceptances" ADD CONSTRAINT "waiver_acceptances_waiver_id_service_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."service_waivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_acceptances" ADD CONSTRAINT "waiver_acceptances_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_acceptances" ADD CONSTRAINT "waiver_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_waivers_version_idx" ON "service_waivers" USING btree ("service_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_acceptances_appointment_idx" ON "waiver_acceptances" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_acceptances_pet_version_idx" ON "waiver_acceptances" USING btree ("pet_id","waiver_id");--> statement-breakpoint
CREATE INDEX "waiver_acceptances_waiver_idx" ON "waiver_acceptances" USING btree ("waiver_id");