CREATE TABLE "open_matches" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"level_min" integer,
	"level_max" integer,
	"style" text NOT NULL,
	"audience" text NOT NULL,
	"keep_if_not_full" boolean NOT NULL,
	"places" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_matches_levels_chk" CHECK (("open_matches"."level_min" is null or "open_matches"."level_min" between 100 and 700) and ("open_matches"."level_max" is null or "open_matches"."level_max" between 100 and 700) and ("open_matches"."level_min" is null or "open_matches"."level_max" is null or "open_matches"."level_min" <= "open_matches"."level_max")),
	CONSTRAINT "open_matches_places_chk" CHECK ("open_matches"."places" between 1 and 7),
	CONSTRAINT "open_matches_style_chk" CHECK ("open_matches"."style" in ('competitive', 'friendly')),
	CONSTRAINT "open_matches_audience_chk" CHECK ("open_matches"."audience" in ('anyone', 'members')),
	CONSTRAINT "open_matches_status_chk" CHECK ("open_matches"."status" in ('open', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "open_place" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "open_matches" ADD CONSTRAINT "open_matches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_matches_open_idx" ON "open_matches" USING btree ("sport","deadline_at") WHERE "open_matches"."status" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_open_place_chk" CHECK (not "orders"."open_place" or "orders"."kind" = 'share');--> statement-breakpoint
-- An open place offered again (its card claim lapsed) is a new share; the old one expires and
-- no longer counts toward the booking's shared_out.
CREATE OR REPLACE FUNCTION courtside_shares_add_up() RETURNS trigger AS $$
DECLARE
  booking_id uuid;
  booking_kind text;
  expected integer;
  shared bigint;
BEGIN
  booking_id := CASE WHEN NEW.kind = 'share' THEN NEW.parent_order_id ELSE NEW.id END;
  IF booking_id IS NULL THEN
    RAISE EXCEPTION 'share % has no booking', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_shares_add_up';
  END IF;
  SELECT kind, shared_out INTO booking_kind, expected FROM orders WHERE id = booking_id;
  SELECT coalesce(sum(total), 0) INTO shared FROM orders
    WHERE parent_order_id = booking_id AND kind = 'share' AND status <> 'expired';
  IF booking_kind IS DISTINCT FROM 'booking' OR shared <> expected THEN
    RAISE EXCEPTION 'shares of % add up to %, not %', booking_id, shared, expected
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_shares_add_up';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER orders_shares_add_up_update ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_shares_add_up_update AFTER UPDATE OF total, shared_out, parent_order_id, kind, status ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.kind = 'share' OR NEW.shared_out <> 0 OR OLD.shared_out <> 0)
  EXECUTE FUNCTION courtside_shares_add_up();
