DROP INDEX "payments_refund_of_key";--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of");--> statement-breakpoint
-- A charge may be refunded in parts, never beyond what it took. The charge's row is locked
-- first, so two refunds of one charge written at once are summed one after the other.
CREATE OR REPLACE FUNCTION courtside_refund_within_charge() RETURNS trigger AS $$
DECLARE
  charged integer;
  returned bigint;
BEGIN
  IF NEW.refund_of IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT amount INTO charged FROM payments WHERE id = NEW.refund_of AND kind = 'charge' FOR UPDATE;
  SELECT coalesce(sum(amount), 0) INTO returned FROM payments WHERE refund_of = NEW.refund_of AND id <> NEW.id;
  IF charged IS NULL OR NEW.amount < 0 OR returned + NEW.amount > charged THEN
    RAISE EXCEPTION 'refund of % exceeds what is left of charge %', NEW.amount, NEW.refund_of
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_refund_within_charge';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_refund_within_charge BEFORE INSERT OR UPDATE OF amount, refund_of ON payments
  FOR EACH ROW EXECUTE FUNCTION courtside_refund_within_charge();
