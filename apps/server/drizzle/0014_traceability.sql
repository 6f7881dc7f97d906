CREATE TABLE "firm_license_files" (
	"id" text PRIMARY KEY NOT NULL,
	"license_id" text NOT NULL,
	"file_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "epcis_events" (
	"id" text PRIMARY KEY NOT NULL,
	"line_id" text NOT NULL,
	"biz_step" text NOT NULL,
	"firm_id" text,
	"firm_name" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fill_in_events" (
	"id" text PRIMARY KEY NOT NULL,
	"fill_in_id" text NOT NULL,
	"type" text NOT NULL,
	"status" integer NOT NULL,
	"actor_user_id" text,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fill_in_line_files" (
	"id" text PRIMARY KEY NOT NULL,
	"line_id" text NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fill_in_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"fill_in_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"shelf_item_id" text,
	"order_line_id" text,
	"cover_file_id" text,
	"product_name" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"accepted_quantity" integer,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	"price_fen" integer NOT NULL,
	"batch_number" text NOT NULL,
	"product_date" text NOT NULL,
	"shelf_life_days" integer DEFAULT 0 NOT NULL,
	"storage" text DEFAULT '' NOT NULL,
	"product_license" text DEFAULT '' NOT NULL,
	"traceability_code" text DEFAULT '' NOT NULL,
	"origin_firm_name" text NOT NULL,
	"gtin" text DEFAULT '' NOT NULL,
	CONSTRAINT "fill_in_lines_returned_ck" CHECK ("fill_in_lines"."returned_quantity" >= 0 and "fill_in_lines"."returned_quantity" <= "fill_in_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "fill_in_returns" (
	"id" text PRIMARY KEY NOT NULL,
	"line_id" text NOT NULL,
	"type" integer NOT NULL,
	"quantity" integer NOT NULL,
	"return_user_id" text,
	"check_user_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fill_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"fill_in_no" text NOT NULL,
	"source" text NOT NULL,
	"supplier_firm_id" text,
	"supply_firm_name" text NOT NULL,
	"supply_firm_address" text DEFAULT '' NOT NULL,
	"supply_firm_contact" text DEFAULT '' NOT NULL,
	"buyer_firm_id" text NOT NULL,
	"order_id" text,
	"order_no" text,
	"status" integer NOT NULL,
	"suspended_from" integer,
	"dist_date" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"accept_user_id" text,
	"witness_user_id" text,
	"accepted_at" timestamp with time zone,
	"stored_at" timestamp with time zone,
	"check_status" integer DEFAULT 0 NOT NULL,
	"check_remark" text DEFAULT '' NOT NULL,
	"check_user_id" text,
	"checked_at" timestamp with time zone,
	CONSTRAINT "fill_ins_fill_in_no_unique" UNIQUE("fill_in_no"),
	CONSTRAINT "fill_ins_status_ck" CHECK ("fill_ins"."status" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "pesticide_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"line_id" text NOT NULL,
	"method" text NOT NULL,
	"inhibition_rate" double precision NOT NULL,
	"passed" boolean NOT NULL,
	"tested_at" timestamp with time zone NOT NULL,
	"tester_user_id" text,
	"firm_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_licenses" ADD COLUMN "license_type" integer DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_licenses" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firm_license_files" ADD CONSTRAINT "firm_license_files_license_id_firm_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."firm_licenses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epcis_events" ADD CONSTRAINT "epcis_events_line_id_fill_in_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."fill_in_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_in_events" ADD CONSTRAINT "fill_in_events_fill_in_id_fill_ins_id_fk" FOREIGN KEY ("fill_in_id") REFERENCES "public"."fill_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_in_line_files" ADD CONSTRAINT "fill_in_line_files_line_id_fill_in_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."fill_in_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_in_lines" ADD CONSTRAINT "fill_in_lines_fill_in_id_fill_ins_id_fk" FOREIGN KEY ("fill_in_id") REFERENCES "public"."fill_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_in_returns" ADD CONSTRAINT "fill_in_returns_line_id_fill_in_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."fill_in_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_ins" ADD CONSTRAINT "fill_ins_supplier_firm_id_firms_id_fk" FOREIGN KEY ("supplier_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fill_ins" ADD CONSTRAINT "fill_ins_buyer_firm_id_firms_id_fk" FOREIGN KEY ("buyer_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesticide_tests" ADD CONSTRAINT "pesticide_tests_line_id_fill_in_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."fill_in_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_license_files_license_idx" ON "firm_license_files" USING btree ("license_id","sort");--> statement-breakpoint
CREATE INDEX "epcis_events_line_idx" ON "epcis_events" USING btree ("line_id","event_time");--> statement-breakpoint
CREATE INDEX "fill_in_events_record_idx" ON "fill_in_events" USING btree ("fill_in_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "fill_in_line_files_uq" ON "fill_in_line_files" USING btree ("line_id","file_id");--> statement-breakpoint
CREATE INDEX "fill_in_lines_record_idx" ON "fill_in_lines" USING btree ("fill_in_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "fill_in_lines_order_line_uq" ON "fill_in_lines" USING btree ("order_line_id") WHERE "fill_in_lines"."order_line_id" is not null;--> statement-breakpoint
CREATE INDEX "fill_in_lines_gtin_idx" ON "fill_in_lines" USING btree ("gtin","batch_number");--> statement-breakpoint
CREATE INDEX "fill_in_returns_line_idx" ON "fill_in_returns" USING btree ("line_id","created_at");--> statement-breakpoint
CREATE INDEX "fill_ins_buyer_idx" ON "fill_ins" USING btree ("buyer_firm_id","created_at");--> statement-breakpoint
CREATE INDEX "fill_ins_supplier_idx" ON "fill_ins" USING btree ("supplier_firm_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fill_ins_order_uq" ON "fill_ins" USING btree ("order_id") WHERE "fill_ins"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "pesticide_tests_line_idx" ON "pesticide_tests" USING btree ("line_id","tested_at");--> statement-breakpoint
UPDATE "firm_licenses" SET "license_type" = CASE WHEN "name" LIKE '%营业执照%' THEN 1 WHEN "name" LIKE '%食品经营%' THEN 2 WHEN "name" LIKE '%食品生产%' THEN 3 ELSE 9 END;--> statement-breakpoint
INSERT INTO "firm_license_files" ("id", "license_id", "file_id", "sort") SELECT "id", "id", "file_id", 0 FROM "firm_licenses" WHERE "file_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-buyer', p FROM unnest(ARRAY['stock-in:view', 'stock-in:edit', 'stock-in:delete', 'stock-in:export', 'firm-licence:view', 'firm-licence:edit', 'firm-licence:delete']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-buyer') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-supplier', p FROM unnest(ARRAY['supplier-stock-in:view', 'supplier-stock-in:edit', 'supplier-stock-in:delete', 'supplier-stock-in:export', 'firm-licence:view', 'firm-licence:edit', 'firm-licence:delete']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-supplier') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-supervisor', p FROM unnest(ARRAY['supervision-stock-in:view', 'supervision-stock-in:review', 'supervision-stock-in:export']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-supervisor') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-operator', p FROM unnest(ARRAY['supervision-stock-in:view', 'supervision-stock-in:review', 'supervision-stock-in:export']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-operator') ON CONFLICT DO NOTHING;
