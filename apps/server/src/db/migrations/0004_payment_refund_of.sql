ALTER TABLE "payments" ADD COLUMN "refund_of" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_refund_of_key" ON "payments" USING btree ("refund_of");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_refund" CHECK ("payments"."refund_of" is null or "payments"."kind" = 'refund');