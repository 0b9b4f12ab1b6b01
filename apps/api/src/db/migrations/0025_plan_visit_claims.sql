ALTER TABLE "plan_visits" DROP CONSTRAINT "plan_visits_state_ck";--> statement-breakpoint
ALTER TABLE "plan_visits" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_state_ck" CHECK ("plan_visits"."state" in ('upcoming', 'charging', 'charged', 'at_risk', 'skipped', 'cancelled', 'unplaced'));