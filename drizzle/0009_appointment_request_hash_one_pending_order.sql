-- The booking request behind each idempotency key, hashed: the same key sent again with
-- other fields is refused instead of answered with an appointment it did not ask for.
ALTER TABLE "appointments" ADD COLUMN "request_hash" text;
--> statement-breakpoint
-- One cart, one open checkout: a user has at most one pending order. Before the index,
-- a user's older pending orders (checkouts started again and never paid) expire,
-- keeping the newest, so they can no longer be paid.
UPDATE "orders" SET "status" = 'expired', "updated_at" = now()
  WHERE "status" = 'pending'
    AND "id" NOT IN (
      SELECT DISTINCT ON ("user_id") "id" FROM "orders"
      WHERE "status" = 'pending'
      ORDER BY "user_id", "created_at" DESC, "id" DESC
    );
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_pending_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'pending';
