ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_chk";--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "share_deadline_hours" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shared_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fell_to_owner_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_players" ADD COLUMN "share_order_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_players" ADD CONSTRAINT "booking_players_share_order_id_orders_id_fk" FOREIGN KEY ("share_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shares_due_idx" ON "orders" USING btree ("parent_order_id") WHERE "orders"."kind" = 'share' and "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_players_share" ON "booking_players" USING btree ("share_order_id") WHERE "booking_players"."share_order_id" is not null;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_share_deadline_hours_chk" CHECK ("rules"."share_deadline_hours" between 0 and 168);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shared_out_chk" CHECK ("orders"."shared_out" >= 0 and "orders"."shared_out" + "orders"."credit_applied" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_chk" CHECK ("orders"."kind" in ('booking', 'membership', 'topup', 'share'));--> statement-breakpoint
-- Shares add up: a split booking's share orders' totals make its shared_out, checked at commit
-- (a split writes the parent and its shares in one transaction, in either order). A share
-- belongs to a booking order, and keeps its amount.
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
  SELECT coalesce(sum(total), 0) INTO shared FROM orders WHERE parent_order_id = booking_id AND kind = 'share';
  IF booking_kind IS DISTINCT FROM 'booking' OR shared <> expected THEN
    RAISE EXCEPTION 'shares of % add up to %, not %', booking_id, shared, expected
      USING ERRCODE = 'check_violation', CONSTRAINT = 'orders_shares_add_up';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_shares_add_up_insert AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.kind = 'share' OR NEW.shared_out <> 0)
  EXECUTE FUNCTION courtside_shares_add_up();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_shares_add_up_update AFTER UPDATE OF total, shared_out, parent_order_id, kind ON orders
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.kind = 'share' OR NEW.shared_out <> 0 OR OLD.shared_out <> 0)
  EXECUTE FUNCTION courtside_shares_add_up();
