-- Booking rules change what orders may do, not what a grid shows: tell every instance (and
-- every worker) to drop its catalog snapshot of the sport, not its grids. Payload:
-- {"sport", "rules": true}. Before this, a rules edit on another instance showed after the
-- snapshot's second; the answering instance dropped everything.
CREATE OR REPLACE FUNCTION courtside_notify_rules() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('availability', json_build_object('sport', NEW.sport, 'rules', true)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rules_notify_availability AFTER INSERT OR UPDATE ON "rules"
  FOR EACH ROW EXECUTE FUNCTION courtside_notify_rules();
