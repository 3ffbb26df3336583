CREATE TABLE "release_entrants" (
	"sport" text NOT NULL,
	"date" date NOT NULL,
	"member_id" uuid NOT NULL,
	"changes" integer NOT NULL,
	CONSTRAINT "release_entrants_sport_date_member_id_pk" PRIMARY KEY("sport","date","member_id"),
	CONSTRAINT "release_entrants_changes_chk" CHECK ("release_entrants"."changes" >= 1)
);
--> statement-breakpoint
ALTER TABLE "release_entrants" ADD CONSTRAINT "release_entrants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A member's entries in a date's release draw are the list they last set (release/entries.ts):
-- sending again replaces it, so a client that rotates its choices ends with its last list, not
-- the sum of them. In one round trip:
--   1. Read the member's entries without a lock: a list equal to them (same court-slots, same
--      order) changes nothing and is answered from that read, uncounted.
--   2. Take the draw's lock shared (a claiming draw holds it exclusively) and refuse if the date
--      was drawn.
--   3. Count the change on the member's release_entrants row, only while under p_max_changes;
--      the row's lock orders the member's concurrent changes. At the cap, refuse ('cap').
--   4. Delete the entries not in the list, then insert or re-rank the rest (preference = the
--      position in the list).
-- Answers `outcome` ('set', 'same' or 'cap') and the changes counted so far, with the member's
-- entries in preference order (one row with null entry columns when they have none), or one
-- row 'drawn'. Conflicts are named by constraint: the output columns share the columns' names.
CREATE OR REPLACE FUNCTION courtside_release_set_entries(
  p_member uuid,
  p_sport text,
  p_date date,
  p_timeslots integer[],
  p_courts integer[],
  p_max_changes integer,
  p_draw_lock text
) RETURNS TABLE (outcome text, changes integer, id integer, timeslot_id integer, court_id integer, preference integer) AS $$
DECLARE
  v_outcome text := 'set';
  v_same boolean;
  v_changes integer;
BEGIN
  SELECT coalesce(array_agg(e.timeslot_id ORDER BY e.preference), '{}') = p_timeslots
     AND coalesce(array_agg(e.court_id ORDER BY e.preference), '{}') = p_courts
    INTO v_same
    FROM release_entries e
   WHERE e.member_id = p_member AND e.sport = p_sport AND e.date = p_date;
  IF v_same AND NOT EXISTS (SELECT 1 FROM release_draws d WHERE d.sport = p_sport AND d.date = p_date) THEN
    v_outcome := 'same';
    SELECT r.changes INTO v_changes FROM release_entrants r
     WHERE r.sport = p_sport AND r.date = p_date AND r.member_id = p_member;
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtext(p_draw_lock));
    IF EXISTS (SELECT 1 FROM release_draws d WHERE d.sport = p_sport AND d.date = p_date) THEN
      RETURN QUERY SELECT 'drawn'::text, NULL::integer, NULL::integer, NULL::integer, NULL::integer, NULL::integer;
      RETURN;
    END IF;
    INSERT INTO release_entrants AS r (sport, date, member_id, changes)
      VALUES (p_sport, p_date, p_member, 1)
      ON CONFLICT ON CONSTRAINT release_entrants_sport_date_member_id_pk DO UPDATE SET changes = r.changes + 1
      WHERE r.changes < p_max_changes
      RETURNING r.changes INTO v_changes;
    IF v_changes IS NULL THEN
      v_outcome := 'cap';
      v_changes := p_max_changes;
    ELSE
      DELETE FROM release_entries e
       WHERE e.member_id = p_member AND e.sport = p_sport AND e.date = p_date
         AND NOT EXISTS (
           SELECT 1 FROM unnest(p_timeslots, p_courts) AS u(t, c) WHERE u.t = e.timeslot_id AND u.c = e.court_id
         );
      INSERT INTO release_entries AS e (sport, date, timeslot_id, court_id, member_id, preference)
        SELECT p_sport, p_date, u.t, u.c, p_member, u.o::integer
          FROM unnest(p_timeslots, p_courts) WITH ORDINALITY AS u(t, c, o)
        ON CONFLICT ON CONSTRAINT release_entries_once DO UPDATE SET preference = excluded.preference;
    END IF;
  END IF;
  -- One row at least (the outcome), however few entries.
  RETURN QUERY
    SELECT v_outcome, coalesce(v_changes, 0), e.id, e.timeslot_id, e.court_id, e.preference
      FROM (SELECT 1) AS one
      LEFT JOIN release_entries e ON e.member_id = p_member AND e.sport = p_sport AND e.date = p_date
     ORDER BY e.preference;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP FUNCTION IF EXISTS courtside_release_enter(uuid, text, date, integer, integer[], integer, text, text);
