-- The booking request behind each idempotency key, hashed: the same key sent again with
-- other fields is refused instead of answered with an appointment it did not ask for.
ALTER TABLE "appointments" ADD COLUMN "request_hash" text;