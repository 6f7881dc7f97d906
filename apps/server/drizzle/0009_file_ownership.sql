CREATE TABLE "file_grants" (
	"file_id" text NOT NULL,
	"firm_id" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "file_grants_file_id_firm_id_pk" PRIMARY KEY("file_id","firm_id")
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "is_public" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "uploaded_by" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "purpose" text DEFAULT 'unassigned' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_grants" ADD CONSTRAINT "file_grants_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_grants_firm_idx" ON "file_grants" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_firm_id","created_at");--> statement-breakpoint
-- Files stored before ownership keep what the records they belong to make of them: invoices and
-- return attachments become private to the two firms of their order, the rest stays public.
UPDATE "files" SET "purpose" = 'product' WHERE "id" IN (SELECT "file_id" FROM "shelf_item_images");--> statement-breakpoint
UPDATE "files" SET "purpose" = 'firm' WHERE "id" IN (SELECT "image_file_id" FROM "firms" WHERE "image_file_id" IS NOT NULL);--> statement-breakpoint
UPDATE "files" SET "purpose" = 'banner' WHERE "id" IN (SELECT "file_id" FROM "banners" UNION SELECT "file_id" FROM "partners" UNION SELECT "title_image_file_id" FROM "news" WHERE "title_image_file_id" IS NOT NULL);--> statement-breakpoint
UPDATE "files" SET "purpose" = 'invoice', "is_public" = false WHERE "id" IN (SELECT "file_id" FROM "order_invoices");--> statement-breakpoint
UPDATE "files" SET "purpose" = 'return', "is_public" = false WHERE "id" IN (SELECT "file_id" FROM "order_returns" WHERE "file_id" IS NOT NULL);--> statement-breakpoint
INSERT INTO "file_grants" ("file_id", "firm_id", "purpose", "created_at")
  SELECT DISTINCT i."file_id", o."buyer_firm_id", 'invoice', now() FROM "order_invoices" i JOIN "orders" o ON o."id" = i."order_id" JOIN "files" f ON f."id" = i."file_id"
  UNION
  SELECT DISTINCT r."file_id", o."supplier_firm_id", 'return', now() FROM "order_returns" r JOIN "orders" o ON o."id" = r."order_id" JOIN "files" f ON f."id" = r."file_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "files" SET "owner_firm_id" = o."supplier_firm_id" FROM "order_invoices" i JOIN "orders" o ON o."id" = i."order_id" WHERE "files"."id" = i."file_id" AND "files"."owner_firm_id" IS NULL;
