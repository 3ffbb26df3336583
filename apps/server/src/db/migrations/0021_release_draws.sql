CREATE TABLE "release_draws" (
	"sport" text NOT NULL,
	"date" date NOT NULL,
	"seed" integer NOT NULL,
	"entrants" jsonb NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "release_draws_sport_date_pk" PRIMARY KEY("sport","date")
);
--> statement-breakpoint
CREATE TABLE "release_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"date" date NOT NULL,
	"timeslot_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"preference" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_entries_once" UNIQUE("member_id","sport","date","timeslot_id","court_id"),
	CONSTRAINT "release_entries_preference_chk" CHECK ("release_entries"."preference" >= 1)
);
--> statement-breakpoint
CREATE TABLE "release_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"date" date NOT NULL,
	"member_id" uuid NOT NULL,
	"timeslot_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"won" boolean NOT NULL,
	"order_id" uuid,
	"turn" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_results_once" UNIQUE("sport","date","member_id","timeslot_id","court_id"),
	CONSTRAINT "release_results_outcome_chk" CHECK ("release_results"."outcome" in ('won','lost','taken','refused') and "release_results"."won" = ("release_results"."outcome" = 'won'))
);
--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "release_window_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "release_entries" ADD CONSTRAINT "release_entries_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_entries" ADD CONSTRAINT "release_entries_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_entries" ADD CONSTRAINT "release_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_results" ADD CONSTRAINT "release_results_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_results" ADD CONSTRAINT "release_results_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_entries_day_idx" ON "release_entries" USING btree ("sport","date");--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_release_window_chk" CHECK ("rules"."release_window_seconds" between 0 and 900);