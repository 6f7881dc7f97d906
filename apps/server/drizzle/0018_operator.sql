CREATE TABLE "firm_review_events" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"action" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"effective_date" text NOT NULL,
	"clauses" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "floors" ADD COLUMN "featured_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "floors" ADD COLUMN "featured_shelf_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "supplier_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (on_sale and live and supplier_active) STORED;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seckill_details" ADD COLUMN "refused_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "show_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "firm_review_events" ADD CONSTRAINT "firm_review_events_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_review_events_firm_idx" ON "firm_review_events" USING btree ("firm_id","at");--> statement-breakpoint
CREATE INDEX "firms_status_idx" ON "firms" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "shelf_items_review_idx" ON "shelf_items" USING btree ("review_status","submitted_at");--> statement-breakpoint
CREATE INDEX "news_publish_idx" ON "news" USING btree ("publish_at");--> statement-breakpoint
UPDATE "news" SET "publish_at" = "created_at", "updated_at" = "created_at" WHERE "publish_at" IS NULL;--> statement-breakpoint
UPDATE "banners" SET "updated_at" = now() WHERE "updated_at" IS NULL;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-operator', p FROM unnest(ARRAY['shelf-review:view', 'shelf-review:review', 'platform-setting:view', 'platform-setting:edit', 'platform-figures:view', 'platform-figures:export', 'operator-tool:view', 'operator-tool:edit']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-operator') ON CONFLICT DO NOTHING;
