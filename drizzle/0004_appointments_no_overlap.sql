-- D8: no two Confirmed appointments of one provider overlap in time. The booking
-- transaction also takes a per-provider advisory lock first, so concurrent bookings
-- queue instead of deadlocking; this constraint is the guarantee.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_provider_no_overlap"
  EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'Confirmed');
