CREATE TABLE "club_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"court_id" integer,
	"alt" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"small_bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_images_kind_chk" CHECK ("club_images"."kind" in ('logo', 'photo')),
	CONSTRAINT "club_images_logo_no_court_chk" CHECK ("club_images"."kind" = 'photo' or "club_images"."court_id" is null),
	CONSTRAINT "club_images_content_type_chk" CHECK ("club_images"."content_type" in ('image/png', 'image/jpeg')),
	CONSTRAINT "club_images_size_chk" CHECK ("club_images"."width" > 0 and "club_images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_images" ADD CONSTRAINT "club_images_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_images_one_logo" ON "club_images" USING btree ("kind") WHERE "club_images"."kind" = 'logo';--> statement-breakpoint
CREATE INDEX "club_images_court_idx" ON "club_images" USING btree ("court_id");