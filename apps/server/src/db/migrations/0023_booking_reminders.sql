CREATE TABLE "reminder_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "booking_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "reminder_time" text DEFAULT '18:00';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_reminder_time_chk" CHECK ("rules"."reminder_time" is null or "rules"."reminder_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');