CREATE TABLE "player_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"sport" text NOT NULL,
	"level" integer NOT NULL,
	"previous" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_levels_level_chk" CHECK ("player_levels"."level" between 100 and 700),
	CONSTRAINT "player_levels_previous_chk" CHECK ("player_levels"."previous" is null or "player_levels"."previous" between 100 and 700),
	CONSTRAINT "player_levels_source_chk" CHECK ("player_levels"."source" in ('self', 'match', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_levels_member_idx" ON "player_levels" USING btree ("member_id","sport","id");