ALTER TABLE "statements" ALTER COLUMN "issued_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "drafted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fill_in_line_files" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_issued_ck" CHECK ("statements"."status" = 0 or "statements"."issued_at" is not null);