CREATE TABLE "accompany_meals" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"date" date NOT NULL,
	"meal" integer NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accompany_meals_values" CHECK ("accompany_meals"."meal" BETWEEN 1 AND 3 AND "accompany_meals"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"feedback_id" text NOT NULL,
	"content" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"tracking_code" text NOT NULL,
	"firm_id" text NOT NULL,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"category" integer NOT NULL,
	"content" text NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"rating" integer,
	"rated_at" timestamp with time zone,
	CONSTRAINT "feedbacks_values" CHECK ("feedbacks"."category" BETWEEN 1 AND 5 AND "feedbacks"."status" BETWEEN 1 AND 3 AND ("feedbacks"."rating" IS NULL OR "feedbacks"."rating" BETWEEN 1 AND 5))
);
--> statement-breakpoint
CREATE TABLE "week_publications" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"week_feeding_id" text NOT NULL,
	"week_start" date NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accompany_meals" ADD CONSTRAINT "accompany_meals_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accompany_meals" ADD CONSTRAINT "accompany_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_publications" ADD CONSTRAINT "week_publications_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_publications" ADD CONSTRAINT "week_publications_week_feeding_id_week_feedings_id_fk" FOREIGN KEY ("week_feeding_id") REFERENCES "public"."week_feedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accompany_meals_person_meal_idx" ON "accompany_meals" USING btree ("firm_id","date","meal","user_id");--> statement-breakpoint
CREATE INDEX "accompany_meals_firm_date_idx" ON "accompany_meals" USING btree ("firm_id","date");--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback_idx" ON "feedback_replies" USING btree ("feedback_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedbacks_tracking_code_idx" ON "feedbacks" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "feedbacks_firm_idx" ON "feedbacks" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "feedbacks_area_idx" ON "feedbacks" USING btree ("area_code","escalated_at");--> statement-breakpoint
CREATE INDEX "feedbacks_waiting_idx" ON "feedbacks" USING btree ("created_at") WHERE "feedbacks"."status" = 1 AND "feedbacks"."escalated_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "week_publications_firm_week_idx" ON "week_publications" USING btree ("firm_id","week_start");--> statement-breakpoint
CREATE INDEX "week_publications_week_idx" ON "week_publications" USING btree ("week_feeding_id");--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-buyer', p FROM unnest(ARRAY['feedback:view', 'feedback:edit', 'accompany-meal:view', 'accompany-meal:edit']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-buyer') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT r, p FROM unnest(ARRAY['system-supervisor', 'system-operator']) AS r, unnest(ARRAY['supervision-feedback:view', 'supervision-feedback:export']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = r) ON CONFLICT DO NOTHING;
