CREATE TABLE "staff_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"destination" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_refunds_amount_chk" CHECK ("staff_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_admin_id_administrators_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_refunds_request_key" ON "staff_refunds" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "staff_refunds_order_idx" ON "staff_refunds" USING btree ("order_id");