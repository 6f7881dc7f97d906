CREATE TABLE "school_classes" (
	"firm_id" text PRIMARY KEY NOT NULL,
	"age_group" integer NOT NULL,
	"boys" integer NOT NULL,
	"girls" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "school_classes_counts" CHECK ("school_classes"."age_group" BETWEEN 1 AND 4 AND "school_classes"."boys" >= 0 AND "school_classes"."girls" >= 0 AND "school_classes"."boys" + "school_classes"."girls" > 0)
);
--> statement-breakpoint
ALTER TABLE "food_compositions" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "food_compositions" ADD COLUMN "verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "food_compositions" ADD COLUMN "verify_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dish_ingredients" ADD COLUMN "composition_code" text;--> statement-breakpoint
ALTER TABLE "week_feedings" ADD COLUMN "boys" integer;--> statement-breakpoint
ALTER TABLE "week_feedings" ADD COLUMN "girls" integer;--> statement-breakpoint
ALTER TABLE "school_classes" ADD CONSTRAINT "school_classes_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;