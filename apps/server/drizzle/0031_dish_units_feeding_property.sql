ALTER TABLE "dish_ingredients" ADD COLUMN "weight_unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD COLUMN "amount" double precision;--> statement-breakpoint
ALTER TABLE "week_feedings" ADD COLUMN "feeding_property" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD CONSTRAINT "dish_ingredients_unit" CHECK ("dish_ingredients"."weight_unit" in (1, 2));