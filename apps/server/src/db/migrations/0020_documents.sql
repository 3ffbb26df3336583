CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "document_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"tax_id" text NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"timezone" text NOT NULL,
	CONSTRAINT "document_settings_one_row" CHECK ("document_settings"."id" = 1),
	CONSTRAINT "document_settings_vat_chk" CHECK ("document_settings"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" bigint NOT NULL,
	"refers_to" bigint,
	"issued_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"base" integer NOT NULL,
	"vat" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"issuer" jsonb NOT NULL,
	CONSTRAINT "documents_kind_chk" CHECK ("documents"."kind" in ('receipt', 'credit_note')),
	CONSTRAINT "documents_number_chk" CHECK ("documents"."number" >= 1),
	CONSTRAINT "documents_totals_chk" CHECK ("documents"."base" + "documents"."vat" = "documents"."total")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_refers_to_documents_id_fk" FOREIGN KEY ("refers_to") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_series_year_number_key" ON "documents" USING btree ("series","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_code_key" ON "documents" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_payment_key" ON "documents" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_issued_at_idx" ON "documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
-- The demo club's details until the app writes its configuration at start (documents/issuer-settings.ts).
INSERT INTO "document_settings" ("id", "legal_name", "address", "tax_id", "vat_rate_bp", "timezone")
  VALUES (1, 'Courtside Demo Club S.L. (demo)', 'Calle de Alcalá 1, 28014 Madrid, Spain', 'ESB00000000', 2100, 'Europe/Madrid');
--> statement-breakpoint
-- Every payment row issues its document in the payment's own transaction, whoever writes it
-- (provider, credit, desk, refunds, the demo seed): a receipt per charge (series F when the
-- order's billing names a company and its tax id, else R), a credit note per refund (series C)
-- referring to the charge's document. The number comes from the (series, year) counter row:
-- the upsert locks it until commit, so concurrent payments on any instance take 1, 2, 3 … in
-- turn, and a payment that rolls back takes its number back with it: no gaps, no duplicates.
-- VAT is included in the price: base = round(total / (1 + rate)) (halves away from zero),
-- vat = total - base, once per document, so base + vat is always the total.
CREATE OR REPLACE FUNCTION courtside_issue_document() RETURNS trigger AS $$
DECLARE
  s document_settings%ROWTYPE;
  o orders%ROWTYPE;
  receipt_id bigint;
  receipt_code text;
  doc_kind text;
  doc_series text;
  doc_year integer;
  doc_number integer;
  doc_total integer;
  doc_lines jsonb;
  lines_sum bigint;
BEGIN
  SELECT * INTO STRICT s FROM document_settings WHERE id = 1;
  SELECT * INTO STRICT o FROM orders WHERE id = NEW.order_id;
  doc_year := extract(year FROM NEW.created_at AT TIME ZONE s.timezone)::integer;
  IF NEW.kind = 'charge' THEN
    doc_kind := 'receipt';
    doc_series := CASE
      WHEN nullif(btrim(o.billing->>'company'), '') IS NOT NULL AND nullif(btrim(o.billing->>'tax_id'), '') IS NOT NULL THEN 'F'
      ELSE 'R' END;
    doc_total := NEW.amount;
    SELECT coalesce(jsonb_agg(jsonb_build_object('description', l.description, 'qty', l.qty,
             'unit_price', l.unit_price, 'amount', l.amount) ORDER BY l.id), '[]'::jsonb),
           coalesce(sum(l.amount), 0)
      INTO doc_lines, lines_sum FROM order_lines l WHERE l.order_id = o.id;
    -- A charge always pays its whole order; should the lines ever disagree, the receipt shows the order as one line.
    IF lines_sum <> doc_total THEN
      doc_lines := jsonb_build_array(jsonb_build_object('description', 'Order ' || o.inv, 'qty', 1,
        'unit_price', doc_total, 'amount', doc_total));
    END IF;
  ELSE
    doc_kind := 'credit_note';
    doc_series := 'C';
    doc_total := -NEW.amount;
    SELECT id, code INTO receipt_id, receipt_code FROM documents WHERE payment_id = NEW.refund_of;
    doc_lines := jsonb_build_array(jsonb_build_object('description', 'Refund of ' || coalesce(receipt_code, o.inv),
      'qty', 1, 'unit_price', doc_total, 'amount', doc_total));
  END IF;
  INSERT INTO document_counters AS c (series, year, last_number) VALUES (doc_series, doc_year, 1)
    ON CONFLICT (series, year) DO UPDATE SET last_number = c.last_number + 1
    RETURNING last_number INTO doc_number;
  INSERT INTO documents (kind, series, year, number, code, order_id, payment_id, refers_to, issued_at, currency,
      total, base, vat, vat_rate_bp, lines, customer, issuer)
    VALUES (doc_kind, doc_series, doc_year, doc_number,
      doc_series || '-' || doc_year || '-' || lpad(doc_number::text, 6, '0'),
      o.id, NEW.id, receipt_id, NEW.created_at, NEW.currency,
      doc_total, round(doc_total * 10000.0 / (10000 + s.vat_rate_bp))::integer,
      doc_total - round(doc_total * 10000.0 / (10000 + s.vat_rate_bp))::integer,
      s.vat_rate_bp, doc_lines, o.billing,
      jsonb_build_object('legal_name', s.legal_name, 'address', s.address, 'tax_id', s.tax_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payments_issue_document AFTER INSERT ON payments
  FOR EACH ROW EXECUTE FUNCTION courtside_issue_document();
--> statement-breakpoint
-- An issued document never changes and is never removed; a mistake is corrected by a credit note.
CREATE OR REPLACE FUNCTION courtside_documents_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'issued documents cannot be changed or deleted'
    USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'documents_immutable';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER documents_immutable BEFORE UPDATE OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION courtside_documents_immutable();
--> statement-breakpoint
-- Numbers are never reused: a counter only goes up.
CREATE OR REPLACE FUNCTION courtside_document_counter_forward() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.last_number <> OLD.last_number + 1 OR NEW.series <> OLD.series OR NEW.year <> OLD.year THEN
    RAISE EXCEPTION 'document counters only move forward by one'
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'document_counters_forward';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER document_counters_forward BEFORE UPDATE OR DELETE ON document_counters
  FOR EACH ROW EXECUTE FUNCTION courtside_document_counter_forward();
