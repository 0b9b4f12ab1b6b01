-- The System's move that revives a lapsed, never confirmed checkout when its payment arrives late
-- (decision 0009). A fresh database gets it from the seed (the statuses do not exist yet here).
INSERT INTO "status_flow" ("from_status_id", "to_status_id", "user_type_id", "action")
SELECT 5, 1, 5, 'Payment received after the hold lapsed'
WHERE EXISTS (SELECT 1 FROM "ticket_statuses" WHERE "id" = 5) AND EXISTS (SELECT 1 FROM "user_types" WHERE "id" = 5)
ON CONFLICT ("from_status_id", "to_status_id", "user_type_id") DO NOTHING;
