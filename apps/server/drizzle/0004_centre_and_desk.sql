CREATE TABLE "orgs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"area_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_firm_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"file_id" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_line_id" text,
	"type" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"return_user_id" text,
	"check_user_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"file_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"settle_remark" text DEFAULT '' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"order_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "license_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "org_id" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "pub_firm_type_id" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "capital_type" text DEFAULT 'enterprise' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "quantified_grade" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "registered_capital" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "founded_year" integer;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "phone_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "post_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "fax" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "factory_area" double precision;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "building_area" double precision;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "legal_representative" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "legal_representative_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "manager" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "manager_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "food_safety_director" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "food_safety_admin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "staff_count" integer;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "qc_count" integer;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "diners_count" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orgs_area_idx" ON "orgs" USING btree ("area_code");--> statement-breakpoint
CREATE INDEX "order_invoices_order_idx" ON "order_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_firm_idx" ON "messages" USING btree ("firm_id","created_at");