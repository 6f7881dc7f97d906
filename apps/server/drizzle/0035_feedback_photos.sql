CREATE TABLE "feedback_photos" (
	"file_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"feedback_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_photos" ADD CONSTRAINT "feedback_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_photos" ADD CONSTRAINT "feedback_photos_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_photos_phone_idx" ON "feedback_photos" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "feedback_photos_feedback_idx" ON "feedback_photos" USING btree ("feedback_id");