CREATE TABLE "discount_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_basis_points" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"service_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind" CHECK ("discount_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "discount_codes_amounts" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."percent_basis_points" between 1 and 10000 and "discount_codes"."amount_cents" = 0) or ("discount_codes"."kind" = 'amount' and "discount_codes"."amount_cents" > 0 and "discount_codes"."percent_basis_points" = 0)),
	CONSTRAINT "discount_codes_minimum" CHECK ("discount_codes"."min_subtotal_cents" >= 0),
	CONSTRAINT "discount_codes_dates" CHECK ("discount_codes"."starts_at" is null or "discount_codes"."ends_at" is null or "discount_codes"."starts_at" < "discount_codes"."ends_at"),
	CONSTRAINT "discount_codes_limits" CHECK (("discount_codes"."max_uses" is null or "discount_codes"."max_uses" >= 1) and ("discount_codes"."max_uses_per_customer" is null or "discount_codes"."max_uses_per_customer" >= 1))
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"discount_code_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "discount_redemptions_positive" CHECK ("discount_redemptions"."discount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_idx" ON "discount_redemptions" USING btree ("discount_code_id","user_id") WHERE "discount_redemptions"."released_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_within_subtotal" CHECK ("orders"."discount_cents" >= 0 and "orders"."discount_cents" <= "orders"."subtotal_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."tax_cents");--> statement-breakpoint
-- The order a use belongs to (checkout's table: declared here, as this module's schema cannot import checkout's).
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A discount code's use follows its order, whoever moves it (ADR 0051): paid, it is a use
-- the console counts; closed unpaid (expired, or cancelled: its payment failed, or a newer
-- checkout replaced it), it is released and counts against no limit.
CREATE FUNCTION follow_discount_redemption() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' THEN
    UPDATE discount_redemptions SET paid_at = NEW.paid_at WHERE order_id = NEW.id AND released_at IS NULL;
  ELSE
    UPDATE discount_redemptions SET released_at = now() WHERE order_id = NEW.id AND released_at IS NULL AND paid_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_follow_discount_redemption AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status = 'pending' AND NEW.status IN ('paid', 'cancelled', 'expired'))
  EXECUTE FUNCTION follow_discount_redemption();
