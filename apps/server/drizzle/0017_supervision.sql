CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_slot" timestamp with time zone,
	"owner" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_abilities" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"grade" integer NOT NULL,
	"deadline_hours" integer,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_abilities_grade" CHECK ("ai_abilities"."grade" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "ai_detections" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"platform_id" text NOT NULL,
	"confidence" double precision NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"file_id" text,
	"sha256" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_platform_abilities" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_id" text NOT NULL,
	"ability_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_platforms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vendor" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"key_hash" text NOT NULL,
	"key_created_at" timestamp with time zone NOT NULL,
	"last_push_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitors" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"monitor_type" integer NOT NULL,
	"play_url" text NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"last_checked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "violation_cases" (
	"id" text PRIMARY KEY NOT NULL,
	"case_no" text NOT NULL,
	"source" integer NOT NULL,
	"firm_id" text NOT NULL,
	"firm_name" text NOT NULL,
	"area_code" text NOT NULL,
	"monitor_id" text,
	"monitor_name" text DEFAULT '' NOT NULL,
	"play_url" text DEFAULT '' NOT NULL,
	"monitor_type" integer,
	"ability_id" text NOT NULL,
	"ability_code" text NOT NULL,
	"ability_name" text NOT NULL,
	"grade" integer NOT NULL,
	"platform_id" text,
	"platform_name" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"escalation" integer DEFAULT 0 NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"detection_count" integer DEFAULT 1 NOT NULL,
	"confidence" double precision,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"to_user_id" text,
	"to_user_name" text DEFAULT '' NOT NULL,
	"to_user_phone" text DEFAULT '' NOT NULL,
	"parent_user_id" text,
	"parent_user_name" text DEFAULT '' NOT NULL,
	"parent_user_phone" text DEFAULT '' NOT NULL,
	"push_content" text DEFAULT '' NOT NULL,
	"capture_file_id" text,
	"video_file_id" text,
	"sms_firm_manager" boolean DEFAULT false NOT NULL,
	"sms_firm_head_of_quality" boolean DEFAULT false NOT NULL,
	"sms_firm_security_officer" boolean DEFAULT false NOT NULL,
	"sms_executor" boolean DEFAULT false NOT NULL,
	"sms_parent_executor" boolean DEFAULT false NOT NULL,
	"reported_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "violation_cases_status" CHECK ("violation_cases"."status" between 1 and 5),
	CONSTRAINT "violation_cases_escalation" CHECK ("violation_cases"."escalation" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "violation_grades" (
	"grade" integer PRIMARY KEY NOT NULL,
	"deadline_hours" integer NOT NULL,
	"yellow_hours" integer NOT NULL,
	"merge_window_minutes" integer NOT NULL,
	"sms_firm_manager" boolean NOT NULL,
	"sms_firm_head_of_quality" boolean NOT NULL,
	"sms_firm_security_officer" boolean NOT NULL,
	"sms_executor" boolean NOT NULL,
	"sms_parent_executor" boolean NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "violation_grades_grade" CHECK ("violation_grades"."grade" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "violation_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"case_id" text NOT NULL,
	"step" text NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"file_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sha256" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_detections" ADD CONSTRAINT "ai_detections_case_id_violation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."violation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_detections" ADD CONSTRAINT "ai_detections_platform_id_ai_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."ai_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_platform_abilities" ADD CONSTRAINT "ai_platform_abilities_platform_id_ai_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."ai_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_platform_abilities" ADD CONSTRAINT "ai_platform_abilities_ability_id_ai_abilities_id_fk" FOREIGN KEY ("ability_id") REFERENCES "public"."ai_abilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_monitor_id_monitors_id_fk" FOREIGN KEY ("monitor_id") REFERENCES "public"."monitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_ability_id_ai_abilities_id_fk" FOREIGN KEY ("ability_id") REFERENCES "public"."ai_abilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_platform_id_ai_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."ai_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_cases" ADD CONSTRAINT "violation_cases_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_steps" ADD CONSTRAINT "violation_steps_case_id_violation_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."violation_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_abilities_code_uq" ON "ai_abilities" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ai_detections_case_idx" ON "ai_detections" USING btree ("case_id","captured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_platform_abilities_uq" ON "ai_platform_abilities" USING btree ("platform_id","ability_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_platforms_key_uq" ON "ai_platforms" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "monitors_firm_idx" ON "monitors" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "monitors_play_url_idx" ON "monitors" USING btree ("play_url");--> statement-breakpoint
CREATE UNIQUE INDEX "violation_cases_no_uq" ON "violation_cases" USING btree ("case_no");--> statement-breakpoint
CREATE INDEX "violation_cases_area_idx" ON "violation_cases" USING btree ("area_code","created_at");--> statement-breakpoint
CREATE INDEX "violation_cases_firm_idx" ON "violation_cases" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "violation_cases_open_idx" ON "violation_cases" USING btree ("monitor_id","ability_id","last_at") WHERE "violation_cases"."status" in (1, 2, 4);--> statement-breakpoint
CREATE INDEX "violation_cases_deadline_idx" ON "violation_cases" USING btree ("deadline_at") WHERE "violation_cases"."status" = 1;--> statement-breakpoint
CREATE INDEX "violation_steps_case_idx" ON "violation_steps" USING btree ("case_id","at");--> statement-breakpoint
INSERT INTO "violation_grades" ("grade", "deadline_hours", "yellow_hours", "merge_window_minutes", "sms_firm_manager", "sms_firm_head_of_quality", "sms_firm_security_officer", "sms_executor", "sms_parent_executor") VALUES (1, 4, 2, 30, true, true, true, true, true), (2, 24, 24, 60, true, false, true, true, false), (3, 72, 48, 120, true, false, true, false, false) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ai_abilities" ("id", "code", "name", "grade", "description", "created_at") VALUES ('ability-rodent', 'rodent', '老鼠出没', 1, '后厨、库房出现鼠类：立即处置', now()), ('ability-smoking', 'smoking', '吸烟', 2, '从业人员在食品处理区吸烟', now()), ('ability-bin-uncovered', 'bin_uncovered', '垃圾桶未加盖', 2, '食品处理区垃圾桶未加盖', now()), ('ability-no-mask', 'no_mask', '未戴口罩', 3, '专间、备餐等区域未规范佩戴口罩', now()), ('ability-no-hat', 'no_hat', '未戴工作帽', 3, '从业人员未戴工作帽（厨师帽）', now()), ('ability-no-uniform', 'no_uniform', '未穿工作服', 3, '从业人员未穿工作服', now()), ('ability-phone', 'phone', '玩手机', 3, '操作时使用手机', now()), ('ability-no-gloves', 'no_gloves', '未戴手套', 3, '接触直接入口食品时未戴一次性手套', now()) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-buyer', p FROM unnest(ARRAY['kitchen-camera:view', 'kitchen-camera:edit', 'kitchen-camera:delete', 'rectification:view', 'rectification:edit']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-buyer') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-operator', p FROM unnest(ARRAY['ai-platform:view', 'ai-platform:edit', 'ai-platform:delete']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-operator') ON CONFLICT DO NOTHING;
