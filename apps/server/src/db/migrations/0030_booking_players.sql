CREATE TABLE "booking_players" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"member_id" uuid,
	"name" text,
	"email" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_players_who_chk" CHECK (("booking_players"."member_id" is not null and "booking_players"."name" is null and "booking_players"."email" is null) or ("booking_players"."member_id" is null and "booking_players"."name" is not null and "booking_players"."email" is not null))
);
--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "players_per_booking" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_players_member" ON "booking_players" USING btree ("order_id","member_id") WHERE "booking_players"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_players_email" ON "booking_players" USING btree ("order_id",lower("email")) WHERE "booking_players"."email" is not null;--> statement-breakpoint
CREATE INDEX "booking_players_member_idx" ON "booking_players" USING btree ("member_id") WHERE "booking_players"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_players_email_idx" ON "booking_players" USING btree (lower("email")) WHERE "booking_players"."email" is not null;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_players_per_booking_chk" CHECK ("rules"."players_per_booking" between 2 and 8);