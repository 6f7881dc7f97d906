ALTER TABLE "users" DROP COLUMN "roles";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "position";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "department";