CREATE TABLE "credit_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"credit" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packs_price_chk" CHECK ("credit_packs"."price" > 0),
	CONSTRAINT "credit_packs_credit_chk" CHECK ("credit_packs"."credit" >= "credit_packs"."price")
);
--> statement-breakpoint
CREATE TABLE "credit_topups" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"pack_id" integer NOT NULL,
	"credit" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_kind_chk";--> statement-breakpoint
ALTER TABLE "credit_topups" ADD CONSTRAINT "credit_topups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_topups" ADD CONSTRAINT "credit_topups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_topups" ADD CONSTRAINT "credit_topups_pack_id_credit_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_chk" CHECK ("orders"."kind" in ('booking', 'membership', 'topup'));