CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"owner_firm_id" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"until" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"code" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_licenses" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"issuing_authority" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"file_id" text
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"type" text NOT NULL,
	"contact_address" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"managing_scope" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"image_file_id" text,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"area_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "firms_credit_code_unique" UNIQUE("credit_code")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"serial" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_events" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"password_changed_at" timestamp with time zone,
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "floor_food_types" (
	"id" text PRIMARY KEY NOT NULL,
	"floor_id" text NOT NULL,
	"food_type_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_types" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shelf_item_images" (
	"id" text PRIMARY KEY NOT NULL,
	"shelf_item_id" text NOT NULL,
	"file_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelf_items" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_firm_id" text NOT NULL,
	"food_type_id" text NOT NULL,
	"food_type_code" text NOT NULL,
	"name" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '件' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"seal_number" text DEFAULT '' NOT NULL,
	"shelf_life_days" integer DEFAULT 0 NOT NULL,
	"price_fen" integer NOT NULL,
	"original_price_fen" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"cover_file_id" text,
	"introduction" text DEFAULT '' NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"package_type" integer,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"is_discount" boolean DEFAULT false NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seckill_details" (
	"id" text PRIMARY KEY NOT NULL,
	"shelf_item_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"order_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"file_id" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_image_file_id" text,
	"body" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"file_id" text NOT NULL,
	"link_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"shelf_item_id" text NOT NULL,
	"seckill_detail_id" text,
	"name" text NOT NULL,
	"specification" text NOT NULL,
	"unit" text NOT NULL,
	"price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"cover_file_id" text,
	"food_type_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"buyer_firm_id" text NOT NULL,
	"buyer_user_id" text,
	"supplier_firm_id" text NOT NULL,
	"status" integer NOT NULL,
	"source" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"dist_date" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"user_id" text NOT NULL,
	"shelf_item_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_licenses" ADD CONSTRAINT "firm_licenses_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_food_types" ADD CONSTRAINT "floor_food_types_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_food_types" ADD CONSTRAINT "floor_food_types_food_type_id_food_types_id_fk" FOREIGN KEY ("food_type_id") REFERENCES "public"."food_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_item_images" ADD CONSTRAINT "shelf_item_images_shelf_item_id_shelf_items_id_fk" FOREIGN KEY ("shelf_item_id") REFERENCES "public"."shelf_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD CONSTRAINT "shelf_items_supplier_firm_id_firms_id_fk" FOREIGN KEY ("supplier_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD CONSTRAINT "shelf_items_food_type_id_food_types_id_fk" FOREIGN KEY ("food_type_id") REFERENCES "public"."food_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seckill_details" ADD CONSTRAINT "seckill_details_shelf_item_id_shelf_items_id_fk" FOREIGN KEY ("shelf_item_id") REFERENCES "public"."shelf_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shelf_item_id_shelf_items_id_fk" FOREIGN KEY ("shelf_item_id") REFERENCES "public"."shelf_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_firm_id_firms_id_fk" FOREIGN KEY ("buyer_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_firm_id_firms_id_fk" FOREIGN KEY ("supplier_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_shelf_item_id_shelf_items_id_fk" FOREIGN KEY ("shelf_item_id") REFERENCES "public"."shelf_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "firm_licenses_firm_idx" ON "firm_licenses" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "firms_type_idx" ON "firms" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "login_events_phone_idx" ON "login_events" USING btree ("phone","at");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ticket_idx" ON "sms_codes" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "users_firm_idx" ON "users" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "floor_food_types_uq" ON "floor_food_types" USING btree ("floor_id","food_type_id");--> statement-breakpoint
CREATE INDEX "shelf_item_images_item_idx" ON "shelf_item_images" USING btree ("shelf_item_id");--> statement-breakpoint
CREATE INDEX "shelf_items_type_idx" ON "shelf_items" USING btree ("food_type_code");--> statement-breakpoint
CREATE INDEX "shelf_items_supplier_idx" ON "shelf_items" USING btree ("supplier_firm_id");--> statement-breakpoint
CREATE INDEX "shelf_items_created_idx" ON "shelf_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "shelf_items_sold_idx" ON "shelf_items" USING btree ("sold_count");--> statement-breakpoint
CREATE INDEX "seckill_details_item_idx" ON "seckill_details" USING btree ("shelf_item_id");--> statement-breakpoint
CREATE INDEX "seckill_details_window_idx" ON "seckill_details" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_item_idx" ON "order_lines" USING btree ("shelf_item_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_firm_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_firm_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_firm_item_uq" ON "favorites" USING btree ("firm_id","shelf_item_id");--> statement-breakpoint
CREATE INDEX "favorites_item_idx" ON "favorites" USING btree ("shelf_item_id");