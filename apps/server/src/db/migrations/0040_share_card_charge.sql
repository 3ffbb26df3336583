ALTER TABLE "members" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "saved_card_customer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "saved_card_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_charge_result" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_charge_result_chk" CHECK ("orders"."card_charge_result" in ('charged', 'declined'));