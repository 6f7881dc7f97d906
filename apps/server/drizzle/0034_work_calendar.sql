CREATE TABLE "work_calendar_days" (
	"day" text PRIMARY KEY NOT NULL,
	"working" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
