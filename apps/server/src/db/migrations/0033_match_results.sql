CREATE TABLE "match_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"team_a" uuid[] NOT NULL,
	"team_b" uuid[] NOT NULL,
	"winner" text NOT NULL,
	"score" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'entered' NOT NULL,
	"entered_by" uuid NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_results_winner_chk" CHECK ("match_results"."winner" in ('a', 'b')),
	CONSTRAINT "match_results_status_chk" CHECK ("match_results"."status" in ('entered', 'confirmed', 'disputed')),
	CONSTRAINT "match_results_sides_chk" CHECK (cardinality("match_results"."team_a") between 1 and 4 and cardinality("match_results"."team_b") between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "player_levels" ADD COLUMN "match_result_id" integer;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_entered_by_members_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_answered_by_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_results_order" ON "match_results" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_match_result_id_match_results_id_fk" FOREIGN KEY ("match_result_id") REFERENCES "public"."match_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_levels_result_member" ON "player_levels" USING btree ("match_result_id","member_id") WHERE "player_levels"."match_result_id" is not null;