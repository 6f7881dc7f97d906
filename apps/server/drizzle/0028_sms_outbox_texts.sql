ALTER TABLE "sms_outbox" ADD COLUMN "template" text DEFAULT 'code' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "template_code" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "biz_id" text;--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at");--> statement-breakpoint
UPDATE "sms_outbox" SET "next_attempt_at" = "created_at", "status" = 'sent', "sent_at" = "created_at", "attempts" = 1, "template" = CASE "purpose" WHEN 'cold-chain-alarm' THEN 'alarm' WHEN 'supervision-case' THEN 'case' WHEN 'firm-review' THEN 'review' ELSE 'code' END;--> statement-breakpoint
ALTER TABLE "sms_outbox" ALTER COLUMN "next_attempt_at" SET NOT NULL;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-operator', p FROM unnest(ARRAY['sms-log:view', 'sms-log:export']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-operator') ON CONFLICT DO NOTHING;
