CREATE TABLE "club_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text,
	"address" text,
	"phone" text,
	"contact_email" text,
	"opening_hours" text,
	"cancellation_policy" text,
	"primary_color" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "club_settings_one_row_chk" CHECK ("club_settings"."id" = 1)
);
