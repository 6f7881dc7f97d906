CREATE TABLE "food_compositions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"edible_pct" double precision NOT NULL,
	"energy_kcal" double precision,
	"protein_g" double precision,
	"fat_g" double precision,
	"carbohydrate_g" double precision,
	"fibre_g" double precision,
	"calcium_mg" double precision,
	"iron_mg" double precision,
	"vitamin_a_ugrae" double precision,
	"vitamin_c_mg" double precision,
	"sodium_mg" double precision,
	"source" text NOT NULL,
	"food_group" text NOT NULL,
	"dark_vegetable" boolean DEFAULT false NOT NULL,
	"liver" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dish_ingredients" (
	"id" text PRIMARY KEY NOT NULL,
	"dish_id" text NOT NULL,
	"shelf_item_id" text NOT NULL,
	"grams" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dish_ingredients_grams" CHECK ("dish_ingredients"."grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"dish_type" integer NOT NULL,
	"cuisine" integer NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_recommended" boolean DEFAULT false NOT NULL,
	"file_id" text,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeding_dishes" (
	"id" text PRIMARY KEY NOT NULL,
	"feeding_id" text NOT NULL,
	"dish_id" text NOT NULL,
	"portions" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedings" (
	"id" text PRIMARY KEY NOT NULL,
	"shelf_item_id" text NOT NULL,
	"firm_id" text NOT NULL,
	"age_group" integer NOT NULL,
	"gender" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_plan_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"shelf_item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "food_plan_lines_quantity" CHECK ("food_plan_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "food_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_feeding_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"week_feeding_id" text NOT NULL,
	"package_type" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"feeding_id" text NOT NULL,
	"people" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "week_feeding_entries_slot" CHECK ("week_feeding_entries"."package_type" BETWEEN 1 AND 3 AND "week_feeding_entries"."day_of_week" BETWEEN 1 AND 5 AND "week_feeding_entries"."people" > 0)
);
--> statement-breakpoint
CREATE TABLE "week_feedings" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" integer NOT NULL,
	"age_group" integer NOT NULL,
	"people" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "net_weight_g" integer;--> statement-breakpoint
ALTER TABLE "shelf_items" ADD COLUMN "composition_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD CONSTRAINT "dish_ingredients_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD CONSTRAINT "dish_ingredients_shelf_item_id_shelf_items_id_fk" FOREIGN KEY ("shelf_item_id") REFERENCES "public"."shelf_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_dishes" ADD CONSTRAINT "feeding_dishes_feeding_id_feedings_id_fk" FOREIGN KEY ("feeding_id") REFERENCES "public"."feedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeding_dishes" ADD CONSTRAINT "feeding_dishes_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedings" ADD CONSTRAINT "feedings_shelf_item_id_shelf_items_id_fk" FOREIGN KEY ("shelf_item_id") REFERENCES "public"."shelf_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedings" ADD CONSTRAINT "feedings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_plan_lines" ADD CONSTRAINT "food_plan_lines_plan_id_food_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."food_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_plan_lines" ADD CONSTRAINT "food_plan_lines_shelf_item_id_shelf_items_id_fk" FOREIGN KEY ("shelf_item_id") REFERENCES "public"."shelf_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_plans" ADD CONSTRAINT "food_plans_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_feeding_entries" ADD CONSTRAINT "week_feeding_entries_week_feeding_id_week_feedings_id_fk" FOREIGN KEY ("week_feeding_id") REFERENCES "public"."week_feedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_feeding_entries" ADD CONSTRAINT "week_feeding_entries_feeding_id_feedings_id_fk" FOREIGN KEY ("feeding_id") REFERENCES "public"."feedings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_feedings" ADD CONSTRAINT "week_feedings_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dish_ingredients_uq" ON "dish_ingredients" USING btree ("dish_id","shelf_item_id");--> statement-breakpoint
CREATE INDEX "dish_ingredients_item_idx" ON "dish_ingredients" USING btree ("shelf_item_id");--> statement-breakpoint
CREATE INDEX "dishes_firm_idx" ON "dishes" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "feeding_dishes_feeding_idx" ON "feeding_dishes" USING btree ("feeding_id");--> statement-breakpoint
CREATE INDEX "feeding_dishes_dish_idx" ON "feeding_dishes" USING btree ("dish_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedings_item_uq" ON "feedings" USING btree ("shelf_item_id");--> statement-breakpoint
CREATE INDEX "feedings_firm_idx" ON "feedings" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "food_plan_lines_uq" ON "food_plan_lines" USING btree ("plan_id","shelf_item_id");--> statement-breakpoint
CREATE INDEX "food_plans_firm_idx" ON "food_plans" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "week_feeding_entries_week_idx" ON "week_feeding_entries" USING btree ("week_feeding_id");--> statement-breakpoint
CREATE INDEX "week_feeding_entries_feeding_idx" ON "week_feeding_entries" USING btree ("feeding_id");--> statement-breakpoint
CREATE INDEX "week_feedings_firm_idx" ON "week_feedings" USING btree ("firm_id","created_at");--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-buyer', p FROM unnest(ARRAY['meal-plan:view', 'meal-plan:edit', 'meal-plan:delete', 'meal-plan:export', 'food-plan:view', 'food-plan:edit', 'food-plan:delete', 'dish:view', 'dish:edit', 'dish:delete']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-buyer') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-supplier', p FROM unnest(ARRAY['nutrition-meal:view', 'nutrition-meal:edit', 'dish:view', 'dish:edit', 'dish:delete']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-supplier') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-operator', p FROM unnest(ARRAY['food-composition:edit']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-operator') ON CONFLICT DO NOTHING;
