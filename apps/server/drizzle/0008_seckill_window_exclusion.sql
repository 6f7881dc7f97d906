-- Two seckill offers of one shelf item never overlap in time, however many saves arrive at
-- once: an exclusion constraint (btree_gist gives text equality to the gist index).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "seckill_details" ADD CONSTRAINT "seckill_details_no_overlap" EXCLUDE USING gist ("shelf_item_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&);--> statement-breakpoint
-- Units already registered for return, per line, into the counter that now bounds them
-- (capped at the line's quantity, which the CHECK requires).
UPDATE "order_lines" AS l SET "returned_quantity" = least(l."quantity", r.n)
FROM (SELECT "order_line_id", sum("quantity")::int AS n FROM "order_returns" WHERE "order_line_id" IS NOT NULL GROUP BY "order_line_id") AS r
WHERE r."order_line_id" = l."id";
