ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_amount_chk";--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "lot_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "credit_packs" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "credit_topups" ADD COLUMN "valid_days" integer;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_lot_entry_id_credit_entries_id_fk" FOREIGN KEY ("lot_entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_expiring_idx" ON "credit_entries" USING btree ("expires_at") WHERE "credit_entries"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_lot_key" UNIQUE("lot_entry_id");--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_expires_chk" CHECK ("credit_entries"."expires_at" is null or "credit_entries"."amount" > 0);--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_lot_chk" CHECK (("credit_entries"."lot_entry_id" is not null) = ("credit_entries"."kind" = 'expiry'));--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_amount_chk" CHECK ("credit_entries"."amount" <> 0 or "credit_entries"."kind" = 'expiry');--> statement-breakpoint
ALTER TABLE "credit_packs" ADD CONSTRAINT "credit_packs_valid_days_chk" CHECK ("credit_packs"."valid_days" is null or "credit_packs"."valid_days" between 1 and 3660);