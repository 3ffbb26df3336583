CREATE TABLE "customer_suspension_lifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid,
	"guest_email" text,
	"sport" text NOT NULL,
	"lifted_at" timestamp with time zone NOT NULL,
	"lifted_by_admin_id" uuid NOT NULL,
	CONSTRAINT "customer_suspension_lifts_one_customer_chk" CHECK (("customer_suspension_lifts"."member_id" is null) <> ("customer_suspension_lifts"."guest_email" is null))
);
--> statement-breakpoint
ALTER TABLE "customer_notes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD COLUMN "edited_by_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_suspension_lifts" ADD CONSTRAINT "customer_suspension_lifts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_suspension_lifts" ADD CONSTRAINT "customer_suspension_lifts_lifted_by_admin_id_administrators_id_fk" FOREIGN KEY ("lifted_by_admin_id") REFERENCES "public"."administrators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_suspension_lifts_member_idx" ON "customer_suspension_lifts" USING btree ("member_id","sport");--> statement-breakpoint
CREATE INDEX "customer_suspension_lifts_guest_idx" ON "customer_suspension_lifts" USING btree ("guest_email","sport");--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_edited_by_admin_id_administrators_id_fk" FOREIGN KEY ("edited_by_admin_id") REFERENCES "public"."administrators"("id") ON DELETE no action ON UPDATE no action;