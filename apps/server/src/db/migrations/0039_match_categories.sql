ALTER TABLE "members" ADD COLUMN "plays_in" text;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "match_categories" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "open_matches" ADD COLUMN "category" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_plays_in_known" CHECK ("members"."plays_in" in ('women', 'men'));--> statement-breakpoint
ALTER TABLE "open_matches" ADD CONSTRAINT "open_matches_category_chk" CHECK ("open_matches"."category" in ('all', 'women', 'men', 'mixed'));