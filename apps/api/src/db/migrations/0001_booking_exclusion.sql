-- Two customers can never hold the same company time: the database forbids two slot-holding tickets of
-- one company whose time ranges overlap. Drizzle cannot express an EXCLUDE constraint, hence this file.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_no_double_booking_ex"
  EXCLUDE USING gist ("company_id" WITH =, "slot" WITH &&) WHERE ("holds_slot");
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_slot_ck" CHECK (NOT isempty("slot"));
