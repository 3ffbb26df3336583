ALTER TABLE "club_settings" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "legal_address" text;