CREATE TABLE "membership_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"period" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_price_chk" CHECK ("membership_plans"."price" >= 0),
	CONSTRAINT "membership_plans_period_chk" CHECK ("membership_plans"."period" in ('month', 'quarter', 'year'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"status" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"order_id" uuid,
	"sold_by_admin_id" uuid,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_dates_chk" CHECK (("memberships"."status" = 'pending') or ("memberships"."starts_on" is not null and "memberships"."ends_on" is not null and "memberships"."starts_on" < "memberships"."ends_on"))
);
--> statement-breakpoint
CREATE TABLE "plan_benefits" (
	"plan_id" integer NOT NULL,
	"sport" text NOT NULL,
	"court_price" integer,
	"percent_off" integer,
	"weekend_court_price" integer,
	"window_days" integer,
	"priority_hours" integer DEFAULT 0 NOT NULL,
	"max_upcoming" integer,
	"max_per_day" integer,
	"max_per_week" integer,
	"max_unpaid_holds" integer,
	"guests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_benefits_plan_id_sport_pk" PRIMARY KEY("plan_id","sport"),
	CONSTRAINT "plan_benefits_price_chk" CHECK ("plan_benefits"."court_price" is null or "plan_benefits"."percent_off" is null),
	CONSTRAINT "plan_benefits_percent_chk" CHECK ("plan_benefits"."percent_off" is null or "plan_benefits"."percent_off" between 0 and 100),
	CONSTRAINT "plan_benefits_amounts_chk" CHECK (coalesce("plan_benefits"."court_price", 0) >= 0 and coalesce("plan_benefits"."weekend_court_price", 0) >= 0 and "plan_benefits"."priority_hours" >= 0 and "plan_benefits"."guests" >= 0),
	CONSTRAINT "plan_benefits_limits_chk" CHECK (coalesce("plan_benefits"."window_days", 1) >= 1 and coalesce("plan_benefits"."max_upcoming", 1) >= 1 and coalesce("plan_benefits"."max_per_day", 1) >= 1 and coalesce("plan_benefits"."max_per_week", 1) >= 1 and coalesce("plan_benefits"."max_unpaid_holds", 1) >= 1)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "member_number" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_sold_by_admin_id_administrators_id_fk" FOREIGN KEY ("sold_by_admin_id") REFERENCES "public"."administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_benefits" ADD CONSTRAINT "plan_benefits_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_member_idx" ON "memberships" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "memberships_order_idx" ON "memberships" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_number_key" ON "members" USING btree ("member_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_chk" CHECK ("orders"."kind" in ('booking', 'membership'));--> statement-breakpoint
-- One active plan per member at a time: two paid purchases can never cover the same day.
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_no_overlap" EXCLUDE USING gist ("member_id" WITH =, daterange("starts_on", "ends_on") WITH &&) WHERE ("status" = 'active');
