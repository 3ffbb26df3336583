CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"date" date NOT NULL,
	"timeslot_id" integer NOT NULL,
	"court_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_court_id" integer,
	"offer_order_id" uuid,
	"offered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_chk" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'booked', 'declined', 'lapsed', 'left')),
	CONSTRAINT "waitlist_entries_offer_chk" CHECK (("waitlist_entries"."status" <> 'offered' or ("waitlist_entries"."offer_court_id" is not null and "waitlist_entries"."offered_at" is not null)) and ("waitlist_entries"."status" <> 'waiting' or "waitlist_entries"."offer_order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "plan_benefits" DROP CONSTRAINT "plan_benefits_limits_chk";--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "offer_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "waitlist_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_benefits" ADD COLUMN "max_waitlist" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_court_id_courts_id_fk" FOREIGN KEY ("offer_court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offer_order_id_orders_id_fk" FOREIGN KEY ("offer_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live" ON "waitlist_entries" USING btree ("member_id","sport","date","timeslot_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_day_idx" ON "waitlist_entries" USING btree ("sport","date") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_member_idx" ON "waitlist_entries" USING btree ("member_id","sport");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_order" ON "waitlist_entries" USING btree ("offer_order_id");--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_waitlist_chk" CHECK ("rules"."offer_minutes" between 2 and 120 and "rules"."waitlist_limit" between 0 and 20);--> statement-breakpoint
ALTER TABLE "plan_benefits" ADD CONSTRAINT "plan_benefits_limits_chk" CHECK (coalesce("plan_benefits"."window_days", 1) >= 1 and coalesce("plan_benefits"."max_upcoming", 1) >= 1 and coalesce("plan_benefits"."max_per_day", 1) >= 1 and coalesce("plan_benefits"."max_per_week", 1) >= 1 and coalesce("plan_benefits"."max_unpaid_holds", 1) >= 1 and coalesce("plan_benefits"."max_waitlist", 1) >= 1);