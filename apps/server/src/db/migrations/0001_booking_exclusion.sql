-- No double booking, enforced by the database: two active bookings of one court never overlap in time.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("court_id" WITH =, "during" WITH &&) WHERE ("active");
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_order_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "orders"("id");
--> statement-breakpoint
CREATE INDEX "closures_sport_during_idx" ON "closures" USING gist ("sport", "during");
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_chk" CHECK ("status" IN ('pending', 'paid', 'expired', 'cancelled', 'refunded'));
--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_type_web_chk" CHECK ("type_web" IN ('tennis', 'padel'));
--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_values_chk" CHECK ("total_days" BETWEEN 1 AND 365 AND "hold_minutes" BETWEEN 1 AND 120 AND "cancel_hours" BETWEEN 0 AND 720);
