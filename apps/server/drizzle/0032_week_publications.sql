CREATE TABLE "week_publications" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"week_feeding_id" text NOT NULL,
	"week_start" date NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "week_publications" ADD CONSTRAINT "week_publications_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_publications" ADD CONSTRAINT "week_publications_week_feeding_id_week_feedings_id_fk" FOREIGN KEY ("week_feeding_id") REFERENCES "public"."week_feedings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "week_publications_firm_week_idx" ON "week_publications" USING btree ("firm_id","week_start");--> statement-breakpoint
CREATE INDEX "week_publications_week_idx" ON "week_publications" USING btree ("week_feeding_id");