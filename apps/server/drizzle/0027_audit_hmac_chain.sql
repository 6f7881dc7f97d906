CREATE TABLE "audit_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"first_seq" bigint NOT NULL,
	"reseal" boolean NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_unsealed_idx";--> statement-breakpoint
-- The chain's head. Rows written before the HMAC chain cannot be sealed here (AUDIT_KEY is not in the
-- database): the head marks them, and the first writer or start with the key re-seals them once.
INSERT INTO "audit_head" ("id", "seq", "hash", "first_seq", "reseal")
SELECT 1, 0, '', coalesce((SELECT min("seq") FROM "audit_log"), 1), EXISTS (SELECT 1 FROM "audit_log");
