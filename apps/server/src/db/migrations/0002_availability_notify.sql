-- Live availability: every change that can turn a schedule cell notifies channel 'availability'
-- on commit, whichever code path (or instance) made it. Payload: {"sport", "date"} for a
-- booking day, {"sport", "from", "to"} for a closure's span.
CREATE OR REPLACE FUNCTION courtside_notify_booking() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.active = NEW.active AND OLD.during = NEW.during AND OLD.date = NEW.date THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('availability', json_build_object('sport', OLD.sport, 'date', OLD.date)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('availability', json_build_object('sport', NEW.sport, 'date', NEW.date)::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bookings_notify_availability AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_booking();
--> statement-breakpoint
-- A hold becoming a booking (pending → paid) changes cells without touching the bookings rows.
CREATE OR REPLACE FUNCTION courtside_notify_order_status() RETURNS trigger AS $$
DECLARE
  day record;
BEGIN
  FOR day IN SELECT DISTINCT sport, date FROM bookings WHERE order_id = NEW.id LOOP
    PERFORM pg_notify('availability', json_build_object('sport', day.sport, 'date', day.date)::text);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_notify_availability AFTER UPDATE OF status ON "orders"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION courtside_notify_order_status();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courtside_notify_closure() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('availability', json_build_object('sport', OLD.sport, 'from', lower(OLD.during), 'to', upper(OLD.during))::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('availability', json_build_object('sport', NEW.sport, 'from', lower(NEW.during), 'to', upper(NEW.during))::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER closures_notify_availability AFTER INSERT OR UPDATE OR DELETE ON "closures"
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_closure();
