DROP INDEX "shelf_items_type_idx";--> statement-breakpoint
DROP INDEX "shelf_items_created_idx";--> statement-breakpoint
DROP INDEX "shelf_items_sold_idx";--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "search_tokens" text[] GENERATED ALWAYS AS (sl_search_tokens(name)) STORED;--> statement-breakpoint
CREATE INDEX "shelf_items_tokens_idx" ON "shelf_items" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "shelf_items_type_idx" ON "shelf_items" USING btree ("food_type_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "shelf_items_created_idx" ON "shelf_items" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "shelf_items_sold_idx" ON "shelf_items" USING btree ("sold_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");