CREATE TABLE "booking_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sport" text NOT NULL,
	"member_id" uuid,
	"billing" jsonb NOT NULL,
	"court_ids" integer[] NOT NULL,
	"timeslot_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"payment" text NOT NULL,
	"created_by_admin_id" uuid,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_dates_chk" CHECK ("booking_series"."last_date" >= "booking_series"."first_date"),
	CONSTRAINT "booking_series_weekday_chk" CHECK ("booking_series"."weekday" = extract(isodow from "booking_series"."first_date")),
	CONSTRAINT "booking_series_courts_chk" CHECK (cardinality("booking_series"."court_ids") >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_timeslot_id_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."timeslots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_created_by_admin_id_administrators_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_series_idempotency_key" ON "booking_series" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_series_member_idx" ON "booking_series" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_series_idx" ON "orders" USING btree ("series_id") WHERE "orders"."series_id" is not null;