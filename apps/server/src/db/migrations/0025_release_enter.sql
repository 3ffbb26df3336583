-- A member's entry in a date's release draw in one round trip (release/entries.ts): during a
-- release's first second every round trip of every entry waits on the same two cores. The
-- rules are those the transaction in TypeScript kept:
--   1. Read the member's entries without a lock: a request adding nothing new, or one over the
--      cap (only the member adds to their entries, so over it now is over it under the lock),
--      answers from that read.
--   2. Take the member's lock (their cap), then the draw's lock shared (a claiming draw holds it
--      exclusively), read again: each statement of a PL/pgSQL function sees what committed
--      before it began, so the count under the lock is the committed one.
--   3. Refuse if the date was drawn or the cap would be passed; else add the new court-slots
--      after the member's earlier preferences (one entry per court-slot: a repeat adds nothing).
-- Answers `outcome` ('entered', or 'cap' refused by the cap) with the member's entries in
-- preference order (one row with null entry columns when they have none), or one row 'drawn'.
CREATE OR REPLACE FUNCTION courtside_release_enter(
  p_member uuid,
  p_sport text,
  p_date date,
  p_timeslot integer,
  p_courts integer[],
  p_cap integer,
  p_member_lock text,
  p_draw_lock text
) RETURNS TABLE (outcome text, id integer, timeslot_id integer, court_id integer, preference integer) AS $$
DECLARE
  v_outcome text := 'entered';
  v_held integer;
  v_had integer[];
  v_next integer;
  v_new integer[];
BEGIN
  SELECT count(*), coalesce(array_agg(e.court_id) FILTER (WHERE e.timeslot_id = p_timeslot), '{}')
    INTO v_held, v_had
    FROM release_entries e
   WHERE e.member_id = p_member AND e.sport = p_sport AND e.date = p_date;
  v_new := ARRAY(SELECT c FROM unnest(p_courts) WITH ORDINALITY AS u(c, o) WHERE c <> ALL (v_had) ORDER BY o);
  IF cardinality(v_new) > 0 AND v_held + cardinality(v_new) > p_cap THEN
    v_outcome := 'cap';
  ELSIF cardinality(v_new) > 0 OR EXISTS (SELECT 1 FROM release_draws d WHERE d.sport = p_sport AND d.date = p_date) THEN
    PERFORM pg_advisory_xact_lock(hashtext(p_member_lock));
    PERFORM pg_advisory_xact_lock_shared(hashtext(p_draw_lock));
    IF EXISTS (SELECT 1 FROM release_draws d WHERE d.sport = p_sport AND d.date = p_date) THEN
      RETURN QUERY SELECT 'drawn'::text, NULL::integer, NULL::integer, NULL::integer, NULL::integer;
      RETURN;
    END IF;
    SELECT count(*), coalesce(array_agg(e.court_id) FILTER (WHERE e.timeslot_id = p_timeslot), '{}'), coalesce(max(e.preference), 0)
      INTO v_held, v_had, v_next
      FROM release_entries e
     WHERE e.member_id = p_member AND e.sport = p_sport AND e.date = p_date;
    v_new := ARRAY(SELECT c FROM unnest(p_courts) WITH ORDINALITY AS u(c, o) WHERE c <> ALL (v_had) ORDER BY o);
    IF v_held + cardinality(v_new) > p_cap THEN
      v_outcome := 'cap';
    ELSE
      INSERT INTO release_entries (sport, date, timeslot_id, court_id, member_id, preference)
        SELECT p_sport, p_date, p_timeslot, u.c, p_member, v_next + u.o::integer
          FROM unnest(v_new) WITH ORDINALITY AS u(c, o)
        ON CONFLICT DO NOTHING;
    END IF;
  END IF;
  -- One row at least (the outcome), however few entries.
  RETURN QUERY
    SELECT v_outcome, e.id, e.timeslot_id, e.court_id, e.preference
      FROM (SELECT 1) AS one
      LEFT JOIN release_entries e ON e.member_id = p_member AND e.sport = p_sport AND e.date = p_date
     ORDER BY e.preference;
END;
$$ LANGUAGE plpgsql;
