CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"path" text,
	"visitor" text,
	"product_id" integer,
	"order_id" uuid,
	"appointment_id" uuid,
	"service_id" text,
	"provider_id" integer,
	"step" integer,
	"amount_cents" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "events_step" CHECK ("events"."step" is null or "events"."step" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_lines" (
	"refund_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "refund_lines_refund_id_product_id_pk" PRIMARY KEY("refund_id","product_id"),
	CONSTRAINT "refund_lines_quantity_positive" CHECK ("refund_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reassigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "previous_provider_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_name_time_idx" ON "events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_idempotency_key" ON "refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_previous_provider_id_providers_id_fk" FOREIGN KEY ("previous_provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('Confirmed', 'Cancelled', 'Completed', 'No-show'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_within_quantity" CHECK ("order_lines"."refunded_quantity" >= 0 and "order_lines"."refunded_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded_cents" >= 0 and "orders"."refunded_cents" <= "orders"."total_cents");