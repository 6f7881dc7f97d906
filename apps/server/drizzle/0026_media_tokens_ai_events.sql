CREATE TABLE "platform_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_detections" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "ai_detections" ADD COLUMN "case_count" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_detections_event_uq" ON "ai_detections" USING btree ("platform_id","event_id");