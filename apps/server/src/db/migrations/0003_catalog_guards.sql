ALTER TABLE "addons" ADD CONSTRAINT "addons_price_stock_chk" CHECK ("addons"."price" >= 0 and coalesce("addons"."stock", 0) >= 0);--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_module_chk" CHECK ("addons"."module" <> 'multi-addons' or "addons"."module_id" is not null);--> statement-breakpoint
ALTER TABLE "timeslots" ADD CONSTRAINT "timeslots_prices_chk" CHECK ("timeslots"."price_member" >= 0 and "timeslots"."price_guest" >= 0 and coalesce("timeslots"."weekend_price_member", 0) >= 0 and coalesce("timeslots"."weekend_price_guest", 0) >= 0);--> statement-breakpoint
-- Closures and bookings never overlap, whichever is written first and however close together.
-- Both sides take one advisory lock per sport: a booking shares it, a closure holds it alone.
-- A closure therefore waits for every booking being written to commit and then sees it, and a
-- booking written meanwhile waits for the closure and then sees it. Bookings share the lock, so
-- they never wait for each other.
CREATE OR REPLACE FUNCTION courtside_closure_lock_key(sport text) RETURNS bigint
  LANGUAGE sql IMMUTABLE AS $$ SELECT hashtextextended('courtside.closures.' || sport, 0) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courtside_booking_not_closed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(courtside_closure_lock_key(NEW.sport));
  -- A statement of its own, so it reads closures committed while the lock was awaited.
  IF EXISTS (
    SELECT 1 FROM closures c
    WHERE c.sport = NEW.sport AND (c.court_id IS NULL OR c.court_id = NEW.court_id) AND c.during && NEW.during
  ) THEN
    RAISE EXCEPTION 'court % is closed during %', NEW.court_id, NEW.during
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_court_closed';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_court_closed BEFORE INSERT OR UPDATE OF active, court_id, during ON "bookings"
  FOR EACH ROW WHEN (NEW.active) EXECUTE FUNCTION courtside_booking_not_closed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courtside_closure_not_booked() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(courtside_closure_lock_key(NEW.sport));
  IF EXISTS (
    SELECT 1 FROM bookings b
    WHERE b.sport = NEW.sport AND b.active AND (NEW.court_id IS NULL OR b.court_id = NEW.court_id) AND b.during && NEW.during
  ) THEN
    RAISE EXCEPTION 'closure of court % during % would hit active bookings', NEW.court_id, NEW.during
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'closures_no_bookings';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER closures_no_bookings BEFORE INSERT OR UPDATE OF sport, court_id, during ON "closures"
  FOR EACH ROW EXECUTE FUNCTION courtside_closure_not_booked();
--> statement-breakpoint
-- Catalog edits change every grid of the sport (court columns, slot rows, prices): tell every
-- instance (schedule cache, live streams) the sport's grids are stale. Payload: {"sport"}.
CREATE OR REPLACE FUNCTION courtside_notify_catalog() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('availability', json_build_object('sport', OLD.sport)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('availability', json_build_object('sport', NEW.sport)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER courts_notify_availability AFTER INSERT OR UPDATE OR DELETE ON "courts"
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_catalog();
--> statement-breakpoint
CREATE TRIGGER timeslots_notify_availability AFTER INSERT OR UPDATE OR DELETE ON "timeslots"
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_catalog();
