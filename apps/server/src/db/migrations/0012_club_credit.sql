CREATE TABLE "credit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"order_id" uuid,
	"actor_admin_id" uuid,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_request_key_key" UNIQUE("request_key"),
	CONSTRAINT "credit_entries_member_seq_key" UNIQUE("member_id","seq"),
	CONSTRAINT "credit_entries_balance_chk" CHECK ("credit_entries"."balance_after" >= 0),
	CONSTRAINT "credit_entries_amount_chk" CHECK ("credit_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_actor_admin_id_administrators_id_fk" FOREIGN KEY ("actor_admin_id") REFERENCES "public"."administrators"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Each entry follows the member's last one: its number and the running balance are the
-- database's, not the caller's. Two entries written on the same last one get the same seq and
-- the unique key refuses the second; a balance below zero breaks credit_entries_balance_chk.
CREATE OR REPLACE FUNCTION courtside_credit_entry_chain() RETURNS trigger AS $$
DECLARE
  last_seq integer;
  last_balance integer;
BEGIN
  SELECT seq, balance_after INTO last_seq, last_balance FROM credit_entries
    WHERE member_id = NEW.member_id ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.balance_after := coalesce(last_balance, 0) + NEW.amount;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER credit_entries_chain BEFORE INSERT ON credit_entries
  FOR EACH ROW EXECUTE FUNCTION courtside_credit_entry_chain();
--> statement-breakpoint
-- Append-only: money once recorded is corrected by another entry, never rewritten.
CREATE OR REPLACE FUNCTION courtside_credit_entries_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'credit entries are append-only' USING ERRCODE = 'check_violation', CONSTRAINT = 'credit_entries_append_only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER credit_entries_append_only BEFORE UPDATE OR DELETE ON credit_entries
  FOR EACH ROW EXECUTE FUNCTION courtside_credit_entries_append_only();
