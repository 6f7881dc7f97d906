-- Firm administrators read the operation and login logs of their own firm's users (本单位日志).
-- The seeded buyer and supplier roles hold every permission of the firm group; existing installations get the new one here.
INSERT INTO "role_permissions" ("role_id", "permission") SELECT r, p FROM unnest(ARRAY['system-buyer', 'system-supplier']) AS r, unnest(ARRAY['firm-audit:view', 'firm-audit:export']) AS p WHERE EXISTS (SELECT 1 FROM "roles" WHERE "id" = r) ON CONFLICT DO NOTHING;
