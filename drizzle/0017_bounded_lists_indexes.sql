DROP INDEX "appointments_user_id_idx";--> statement-breakpoint
DROP INDEX "appointments_provider_starts_idx";--> statement-breakpoint
DROP INDEX "appointments_pet_idx";--> statement-breakpoint
CREATE INDEX "appointments_user_booked_idx" ON "appointments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_user_visits_idx" ON "appointments" USING btree ("user_id","starts_at") WHERE "appointments"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "orders_user_paid_idx" ON "orders" USING btree ("user_id","paid_at","id") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "appointments_user_id_idx" ON "appointments" USING btree ("user_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_provider_starts_idx" ON "appointments" USING btree ("provider_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_pet_idx" ON "appointments" USING btree ("pet_id","starts_at","id");