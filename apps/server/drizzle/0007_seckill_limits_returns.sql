CREATE TABLE "seckill_purchases" (
	"seckill_detail_id" text NOT NULL,
	"buyer_firm_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "seckill_purchases_seckill_detail_id_buyer_firm_id_pk" PRIMARY KEY("seckill_detail_id","buyer_firm_id"),
	CONSTRAINT "seckill_purchases_quantity_ck" CHECK ("seckill_purchases"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "seckill_details" ADD COLUMN "limit_per_buyer" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seckill_purchases" ADD CONSTRAINT "seckill_purchases_seckill_detail_id_seckill_details_id_fk" FOREIGN KEY ("seckill_detail_id") REFERENCES "public"."seckill_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_details" ADD CONSTRAINT "seckill_details_sold_ck" CHECK ("seckill_details"."order_quantity" >= 0 and "seckill_details"."order_quantity" <= "seckill_details"."quantity");--> statement-breakpoint
ALTER TABLE "seckill_details" ADD CONSTRAINT "seckill_details_limit_ck" CHECK ("seckill_details"."limit_per_buyer" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_returned_ck" CHECK ("order_lines"."returned_quantity" >= 0 and "order_lines"."returned_quantity" <= "order_lines"."quantity");