ALTER TABLE "orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_payer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "max_unpaid_holds" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_payer_idx" ON "orders" USING btree ("hold_payer") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_pending_address_idx" ON "orders" USING btree ("client_address") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_units_chk" CHECK ("orders"."hold_units" >= 0);