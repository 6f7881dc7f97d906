CREATE TABLE "fill_in_files" (
	"id" text PRIMARY KEY NOT NULL,
	"fill_in_id" text NOT NULL,
	"file_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fill_in_lines" ADD COLUMN "received_temperature" double precision;--> statement-breakpoint
ALTER TABLE "fill_in_lines" ADD COLUMN "near_expiry_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "fill_in_files" ADD CONSTRAINT "fill_in_files_fill_in_id_fill_ins_id_fk" FOREIGN KEY ("fill_in_id") REFERENCES "public"."fill_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fill_in_files_uq" ON "fill_in_files" USING btree ("fill_in_id","file_id");