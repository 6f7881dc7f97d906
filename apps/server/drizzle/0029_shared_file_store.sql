CREATE TABLE "file_chunks" (
	"file_id" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"idx" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_variant_idx_pk" PRIMARY KEY("file_id","variant","idx")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "store" text DEFAULT 'disk' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_store_idx" ON "files" USING btree ("store","id");--> statement-breakpoint
-- Pictures, PDFs and videos are compressed already: keep the chunks out of line without trying again.
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
