CREATE TABLE "gift_card_sales" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"request_key" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text NOT NULL,
	"deliver_on" text NOT NULL,
	"locale" text NOT NULL,
	"gift_card_id" uuid,
	CONSTRAINT "gift_card_sales_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "gift_card_sales_gift_card_id_unique" UNIQUE("gift_card_id"),
	CONSTRAINT "gift_card_sales_amount" CHECK ("gift_card_sales"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind";--> statement-breakpoint
ALTER TABLE "gift_card_sales" ADD CONSTRAINT "gift_card_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind" CHECK ("orders"."kind" in ('shop', 'deposit', 'gift_card'));