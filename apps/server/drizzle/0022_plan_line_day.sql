DROP INDEX "food_plan_lines_uq";--> statement-breakpoint
ALTER TABLE "food_plan_lines" ADD COLUMN "delivery_date" date;--> statement-breakpoint
CREATE UNIQUE INDEX "food_plan_lines_day_uq" ON "food_plan_lines" USING btree ("plan_id","shelf_item_id","delivery_date");