CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" text,
	"user_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"firm_id" text,
	"firm_name" text DEFAULT '' NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"operation" text NOT NULL,
	"target_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"result" text NOT NULL,
	"status" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"prev_hash" text,
	"hash" text,
	CONSTRAINT "audit_log_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"path" text NOT NULL,
	"area_code" text NOT NULL,
	"org_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_departments" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text,
	"path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_positions" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"area_code" text NOT NULL,
	"org_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"parent_id" text,
	"data_scope" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"firm_id" text,
	"area_code" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "org_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "department_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "duties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "firm_departments" ADD CONSTRAINT "firm_departments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_positions" ADD CONSTRAINT "firm_positions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_kind_at_idx" ON "audit_log" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_unsealed_idx" ON "audit_log" USING btree ("id") WHERE seq is null;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "departments_area_idx" ON "departments" USING btree ("area_code");--> statement-breakpoint
CREATE INDEX "departments_path_idx" ON "departments" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_uq" ON "departments" USING btree ("area_code",coalesce("org_id", ''),"name");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_departments_name_uq" ON "firm_departments" USING btree ("firm_id","name");--> statement-breakpoint
CREATE INDEX "firm_departments_path_idx" ON "firm_departments" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_positions_name_uq" ON "firm_positions" USING btree ("firm_id","name");--> statement-breakpoint
CREATE INDEX "positions_area_idx" ON "positions" USING btree ("area_code");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_uq" ON "positions" USING btree ("area_code",coalesce("org_id", ''),"name");--> statement-breakpoint
CREATE INDEX "roles_parent_idx" ON "roles" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "roles_firm_idx" ON "roles" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "roles_area_idx" ON "roles" USING btree ("area_code");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_department_idx" ON "users" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "users_area_idx" ON "users" USING btree ("area_code");--> statement-breakpoint
-- The seeded roles (the four fixed roles of before, with the same effect) and their permissions;
-- each user keeps the roles it had.
INSERT INTO "roles" ("id", "name", "code", "data_scope", "remark", "created_at") VALUES ('system-buyer', '采购单位管理员', 'buyer', 1, '内置角色', now()) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") VALUES ('system-buyer', 'cart:view'), ('system-buyer', 'cart:edit'), ('system-buyer', 'cart:delete'), ('system-buyer', 'favorite:view'), ('system-buyer', 'favorite:edit'), ('system-buyer', 'favorite:delete'), ('system-buyer', 'order:view'), ('system-buyer', 'order:edit'), ('system-buyer', 'order:delete'), ('system-buyer', 'order:export'), ('system-buyer', 'firm-profile:view'), ('system-buyer', 'firm-profile:edit'), ('system-buyer', 'firm-user:view'), ('system-buyer', 'firm-user:edit'), ('system-buyer', 'firm-user:delete'), ('system-buyer', 'firm-user:export'), ('system-buyer', 'firm-department:view'), ('system-buyer', 'firm-department:edit'), ('system-buyer', 'firm-department:delete'), ('system-buyer', 'firm-position:view'), ('system-buyer', 'firm-position:edit'), ('system-buyer', 'firm-position:delete'), ('system-buyer', 'firm-role:view'), ('system-buyer', 'firm-role:edit'), ('system-buyer', 'firm-role:delete') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "roles" ("id", "name", "code", "data_scope", "remark", "created_at") VALUES ('system-supplier', '供应商管理员', 'supplier', 1, '内置角色', now()) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") VALUES ('system-supplier', 'shelf:view'), ('system-supplier', 'shelf:edit'), ('system-supplier', 'shelf:delete'), ('system-supplier', 'seckill:view'), ('system-supplier', 'seckill:edit'), ('system-supplier', 'seckill:delete'), ('system-supplier', 'supplier-order:view'), ('system-supplier', 'supplier-order:edit'), ('system-supplier', 'supplier-order:export'), ('system-supplier', 'supplier-return:view'), ('system-supplier', 'supplier-return:review'), ('system-supplier', 'firm-profile:view'), ('system-supplier', 'firm-profile:edit'), ('system-supplier', 'firm-user:view'), ('system-supplier', 'firm-user:edit'), ('system-supplier', 'firm-user:delete'), ('system-supplier', 'firm-user:export'), ('system-supplier', 'firm-department:view'), ('system-supplier', 'firm-department:edit'), ('system-supplier', 'firm-department:delete'), ('system-supplier', 'firm-position:view'), ('system-supplier', 'firm-position:edit'), ('system-supplier', 'firm-position:delete'), ('system-supplier', 'firm-role:view'), ('system-supplier', 'firm-role:edit'), ('system-supplier', 'firm-role:delete') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "roles" ("id", "name", "code", "data_scope", "remark", "created_at") VALUES ('system-supervisor', '监管人员', 'supervisor', 2, '内置角色', now()) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") VALUES ('system-supervisor', 'supervision-firm:view'), ('system-supervisor', 'supervision-firm:export'), ('system-supervisor', 'monitor:view'), ('system-supervisor', 'violation:view'), ('system-supervisor', 'violation:edit'), ('system-supervisor', 'violation:review'), ('system-supervisor', 'violation:export') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "roles" ("id", "name", "code", "data_scope", "remark", "created_at") VALUES ('system-operator', '平台运营管理员', 'operator', 1, '内置角色', now()) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") VALUES ('system-operator', 'supervision-firm:view'), ('system-operator', 'supervision-firm:export'), ('system-operator', 'monitor:view'), ('system-operator', 'monitor:edit'), ('system-operator', 'monitor:delete'), ('system-operator', 'violation:view'), ('system-operator', 'violation:edit'), ('system-operator', 'violation:review'), ('system-operator', 'violation:export'), ('system-operator', 'user:view'), ('system-operator', 'user:edit'), ('system-operator', 'user:delete'), ('system-operator', 'user:export'), ('system-operator', 'department:view'), ('system-operator', 'department:edit'), ('system-operator', 'department:delete'), ('system-operator', 'position:view'), ('system-operator', 'position:edit'), ('system-operator', 'position:delete'), ('system-operator', 'role:view'), ('system-operator', 'role:edit'), ('system-operator', 'role:delete'), ('system-operator', 'audit:view'), ('system-operator', 'audit:export'), ('system-operator', 'cms:view'), ('system-operator', 'cms:edit'), ('system-operator', 'cms:delete'), ('system-operator', 'firm-review:view'), ('system-operator', 'firm-review:review') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "user_roles" ("user_id", "role_id") SELECT u."id", 'system-' || r FROM "users" u, unnest(u."roles") AS r WHERE r IN ('buyer', 'supplier', 'supervisor', 'operator') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Departments and positions of firm staff were free text: each distinct name becomes a row of the firm.
INSERT INTO "firm_departments" ("id", "firm_id", "name", "parent_id", "path", "created_at") SELECT gen_random_uuid()::text, d."firm_id", d."department", NULL, '', now() FROM (SELECT DISTINCT u."firm_id", u."department" FROM "users" u JOIN "firms" f ON f."id" = u."firm_id" WHERE u."department" <> '' AND f."type" IN ('buyer', 'supplier')) d;--> statement-breakpoint
UPDATE "firm_departments" SET "path" = '/' || "id" || '/' WHERE "path" = '';--> statement-breakpoint
UPDATE "users" u SET "department_id" = d."id" FROM "firm_departments" d WHERE d."firm_id" = u."firm_id" AND d."name" = u."department";--> statement-breakpoint
INSERT INTO "firm_positions" ("id", "firm_id", "name", "created_at") SELECT gen_random_uuid()::text, p."firm_id", p."position", now() FROM (SELECT DISTINCT u."firm_id", u."position" FROM "users" u JOIN "firms" f ON f."id" = u."firm_id" WHERE u."position" <> '' AND f."type" IN ('buyer', 'supplier')) p;--> statement-breakpoint
UPDATE "users" u SET "position_id" = p."id" FROM "firm_positions" p WHERE p."firm_id" = u."firm_id" AND p."name" = u."position";
