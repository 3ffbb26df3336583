-- Existing administrators become owners of both sports (nothing they could do before is lost); the
-- defaults only fill those rows and are dropped, so every new account names its role and sports.
ALTER TABLE "administrators" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "administrators" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "sports" text[] DEFAULT '{tennis,padel}' NOT NULL;--> statement-breakpoint
ALTER TABLE "administrators" ALTER COLUMN "sports" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_role_chk" CHECK ("administrators"."role" in ('owner', 'manager', 'desk'));--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_sports_chk" CHECK (cardinality("administrators"."sports") > 0 and "administrators"."sports" <@ array['tennis', 'padel']::text[]);
