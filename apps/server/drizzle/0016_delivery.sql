CREATE TABLE "alarm_rules" (
	"temperature_class" text PRIMARY KEY NOT NULL,
	"min_temperature" double precision,
	"max_temperature" double precision,
	"min_humidity" double precision,
	"max_humidity" double precision,
	"min_duration_s" integer NOT NULL,
	"updated_by" text,
	"updated_by_name" text,
	"updated_at" timestamp with time zone,
	CONSTRAINT "alarm_rules_class" CHECK ("alarm_rules"."temperature_class" in ('frozen', 'chilled', 'ambient'))
);
--> statement-breakpoint
CREATE TABLE "cold_chain_alarms" (
	"id" text PRIMARY KEY NOT NULL,
	"vehicle_id" text NOT NULL,
	"delivery_id" text,
	"firm_id" text NOT NULL,
	"alarm_type" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"last_out_at" timestamp with time zone NOT NULL,
	"peak" double precision NOT NULL,
	"peak_at" timestamp with time zone NOT NULL,
	"other_value" double precision,
	"lng" double precision,
	"lat" double precision,
	"band_min" double precision,
	"band_max" double precision,
	"min_duration_s" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"ack_user_id" text,
	"ack_user_name" text,
	"ack_action" text,
	"ack_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cold_chain_alarms_status" CHECK ("cold_chain_alarms"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"driver_user_id" text NOT NULL,
	"driver_name" text NOT NULL,
	"start_firm_id" text NOT NULL,
	"start_firm_name" text NOT NULL,
	"start_lng" double precision NOT NULL,
	"start_lat" double precision NOT NULL,
	"temperature_class" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" text,
	CONSTRAINT "deliveries_status" CHECK ("deliveries"."status" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "delivery_stops" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"fill_in_id" text NOT NULL,
	"fill_in_no" text NOT NULL,
	"buyer_firm_id" text NOT NULL,
	"buyer_firm_name" text NOT NULL,
	"lng" double precision,
	"lat" double precision,
	"status" integer DEFAULT 0 NOT NULL,
	"arrived_at" timestamp with time zone,
	"arrived_by" text,
	"signed_at" timestamp with time zone,
	"signed_by" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_stops_status" CHECK ("delivery_stops"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "telemetry_points" (
	"vehicle_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"temperature" double precision,
	"humidity" double precision,
	"speed" double precision,
	"door" boolean,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "telemetry_points_pk" PRIMARY KEY("vehicle_id","at")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"firm_id" text NOT NULL,
	"vehicle_no" text NOT NULL,
	"maker" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"length_m" double precision,
	"width_m" double precision,
	"height_m" double precision,
	"temperature_class" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"play_url" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"token_created_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicles_class" CHECK ("vehicles"."temperature_class" in ('frozen', 'chilled', 'ambient')),
	CONSTRAINT "vehicles_status" CHECK ("vehicles"."status" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "cold_chain_alarms" ADD CONSTRAINT "cold_chain_alarms_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cold_chain_alarms" ADD CONSTRAINT "cold_chain_alarms_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cold_chain_alarms" ADD CONSTRAINT "cold_chain_alarms_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_start_firm_id_firms_id_fk" FOREIGN KEY ("start_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stops" ADD CONSTRAINT "delivery_stops_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stops" ADD CONSTRAINT "delivery_stops_fill_in_id_fill_ins_id_fk" FOREIGN KEY ("fill_in_id") REFERENCES "public"."fill_ins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_stops" ADD CONSTRAINT "delivery_stops_buyer_firm_id_firms_id_fk" FOREIGN KEY ("buyer_firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telemetry_points" ADD CONSTRAINT "telemetry_points_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cold_chain_alarms_vehicle_idx" ON "cold_chain_alarms" USING btree ("vehicle_id","started_at");--> statement-breakpoint
CREATE INDEX "cold_chain_alarms_delivery_idx" ON "cold_chain_alarms" USING btree ("delivery_id","started_at");--> statement-breakpoint
CREATE INDEX "cold_chain_alarms_firm_idx" ON "cold_chain_alarms" USING btree ("firm_id","started_at");--> statement-breakpoint
CREATE INDEX "deliveries_firm_idx" ON "deliveries" USING btree ("firm_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_vehicle_active_uq" ON "deliveries" USING btree ("vehicle_id") WHERE "deliveries"."status" = 1;--> statement-breakpoint
CREATE INDEX "deliveries_vehicle_idx" ON "deliveries" USING btree ("vehicle_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_stops_fill_in_uq" ON "delivery_stops" USING btree ("fill_in_id");--> statement-breakpoint
CREATE INDEX "delivery_stops_delivery_idx" ON "delivery_stops" USING btree ("delivery_id","sort");--> statement-breakpoint
CREATE INDEX "delivery_stops_buyer_idx" ON "delivery_stops" USING btree ("buyer_firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_no_uq" ON "vehicles" USING btree ("vehicle_no");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_token_uq" ON "vehicles" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vehicles_firm_idx" ON "vehicles" USING btree ("firm_id","created_at");--> statement-breakpoint
INSERT INTO "alarm_rules" ("temperature_class", "min_temperature", "max_temperature", "min_humidity", "max_humidity", "min_duration_s") VALUES ('frozen', NULL, -18, NULL, NULL, 300), ('chilled', 0, 8, NULL, 95, 300), ('ambient', NULL, NULL, NULL, NULL, 300) ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-buyer', p FROM unnest(ARRAY['delivery-track:view', 'delivery-track:edit']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-buyer') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-supplier', p FROM unnest(ARRAY['vehicle:view', 'vehicle:edit', 'vehicle:delete', 'delivery:view', 'delivery:edit']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-supplier') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission") SELECT 'system-operator', p FROM unnest(ARRAY['cold-chain-rule:edit']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = 'system-operator') ON CONFLICT DO NOTHING;
