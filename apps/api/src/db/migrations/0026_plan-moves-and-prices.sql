ALTER TABLE "company_services" ADD COLUMN "prices_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "next_price_cents" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "next_price_from" date;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "next_price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "visit_lines" jsonb;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "prices_version_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "move_to_date" date;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "move_to_time" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "move_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "answers" jsonb;