CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"firm_id" text PRIMARY KEY NOT NULL,
	"weekdays" integer[] NOT NULL,
	"slots" text[] NOT NULL,
	"cutoff_time" text DEFAULT '18:00' NOT NULL,
	"lead_days" integer DEFAULT 1 NOT NULL,
	"freight_fen" integer DEFAULT 0 NOT NULL,
	"free_freight_fen" integer,
	"min_order_fen" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_events" (
	"id" text PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"type" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_user_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"order_no" text NOT NULL,
	"return_id" text,
	"at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"received_fen" integer DEFAULT 0 NOT NULL,
	"return_fen" integer DEFAULT 0 NOT NULL,
	"freight_fen" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"file_ids" text[] NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_firm_id" text NOT NULL,
	"buyer_firm_id" text NOT NULL,
	"month" text NOT NULL,
	"received_fen" integer NOT NULL,
	"return_fen" integer NOT NULL,
	"freight_fen" integer NOT NULL,
	"adjustment_fen" integer DEFAULT 0 NOT NULL,
	"adjustment_reason" text DEFAULT '' NOT NULL,
	"total_fen" integer NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"dispute_reason" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"issued_by" text,
	"issued_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "min_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "quantity_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "refund_fen" integer;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "from_receipt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_contact" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_text" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_addresses" ADD CONSTRAINT "firm_addresses_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_events" ADD CONSTRAINT "statement_events_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payments" ADD CONSTRAINT "statement_payments_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_supplier_firm_id_firms_id_fk" FOREIGN KEY ("supplier_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_buyer_firm_id_firms_id_fk" FOREIGN KEY ("buyer_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "firm_addresses_firm_idx" ON "firm_addresses" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_addresses_default_uq" ON "firm_addresses" USING btree ("firm_id") WHERE "firm_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "statement_events_statement_idx" ON "statement_events" USING btree ("statement_id","at");--> statement-breakpoint
CREATE INDEX "statement_lines_statement_idx" ON "statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "statement_payments_statement_idx" ON "statement_payments" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_pair_month_uq" ON "statements" USING btree ("supplier_firm_id","buyer_firm_id","month");--> statement-breakpoint
CREATE INDEX "statements_buyer_idx" ON "statements" USING btree ("buyer_firm_id","month");--> statement-breakpoint
UPDATE "order_returns" SET "status" = 'accepted' WHERE "status" = 'settled';--> statement-breakpoint
UPDATE "orders" o SET "received_at" = e."at" FROM (SELECT "order_id", max("at") AS "at" FROM "order_events" WHERE "type" = 'received' GROUP BY "order_id") e WHERE e."order_id" = o."id" AND o."status" = 4;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-buyer', p FROM unnest(ARRAY['address:view', 'address:edit', 'address:delete', 'statement:view', 'statement:edit', 'statement:export']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-buyer') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-supplier', p FROM unnest(ARRAY['delivery-setting:view', 'delivery-setting:edit', 'supplier-statement:view', 'supplier-statement:edit', 'supplier-statement:export']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-supplier') ON CONFLICT DO NOTHING;
