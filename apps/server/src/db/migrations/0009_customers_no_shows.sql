CREATE TABLE "customer_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"guest_email" text,
	"text" text NOT NULL,
	"author_admin_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_notes_one_customer_chk" CHECK (("customer_notes"."member_id" is null) <> ("customer_notes"."guest_email" is null)),
	CONSTRAINT "customer_notes_text_chk" CHECK (char_length("customer_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "no_show_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "no_show_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "no_show_suspension_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_by" uuid;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_author_admin_id_administrators_id_fk" FOREIGN KEY ("author_admin_id") REFERENCES "public"."administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_member_idx" ON "customer_notes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "customer_notes_guest_idx" ON "customer_notes" USING btree ("guest_email");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_show_by_administrators_id_fk" FOREIGN KEY ("no_show_by") REFERENCES "public"."administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_no_show_idx" ON "bookings" USING btree ("order_id") WHERE "bookings"."no_show_at" is not null;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_no_show_chk" CHECK ("rules"."no_show_limit" between 0 and 20 and "rules"."no_show_window_days" between 1 and 365 and "rules"."no_show_suspension_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_show_by_chk" CHECK (("bookings"."no_show_at" is null) = ("bookings"."no_show_by" is null));