CREATE TABLE "appointment_deposits" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"refund_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_deposits_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "appointment_deposits_state" CHECK ("appointment_deposits"."state" in ('awaiting', 'paid', 'refunding', 'refunded', 'kept', 'waived', 'released')),
	CONSTRAINT "appointment_deposits_total" CHECK ("appointment_deposits"."total_cents" = "appointment_deposits"."subtotal_cents" + "appointment_deposits"."tax_cents" and "appointment_deposits"."subtotal_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status";--> statement-breakpoint
DROP INDEX "orders_one_pending_per_user";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "deposit_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "deposit_hold_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending' and "orders"."kind" = 'shop';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('Confirmed', 'Cancelled', 'Completed', 'No-show', 'Awaiting deposit'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_deposit" CHECK (("services"."deposit_kind" = 'none' and "services"."deposit_value" = 0) or ("services"."deposit_kind" = 'fixed' and "services"."deposit_value" between 1 and 9999999) or ("services"."deposit_kind" = 'percent' and "services"."deposit_value" between 1 and 100));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind" CHECK ("orders"."kind" in ('shop', 'deposit'));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_deposit_hold" CHECK ("shop_settings"."deposit_hold_minutes" between 5 and 1440);--> statement-breakpoint
-- Issue 29: a visit Awaiting deposit holds its time as a Confirmed one does, under the
-- same guarantee (D8): no two of one provider's held or Confirmed visits overlap.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_provider_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_provider_no_overlap"
  EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" in ('Confirmed', 'Awaiting deposit'));
