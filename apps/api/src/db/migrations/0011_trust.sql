CREATE TABLE "action_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_adjustments_kind_ck" CHECK ("earnings_adjustments"."kind" in ('refund', 'declined_charge')),
	CONSTRAINT "earnings_adjustments_money_ck" CHECK ("earnings_adjustments"."amount_cents" < 0)
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_resets_realm_ck" CHECK ("password_resets"."realm" in ('company', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pending_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pending_name_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pending_name_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD COLUMN "borne_by" text DEFAULT 'company' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "earnings_adjustments" ADD CONSTRAINT "earnings_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_adjustments" ADD CONSTRAINT "earnings_adjustments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_events_kind_subject_idx" ON "action_events" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "earnings_adjustments_company_idx" ON "earnings_adjustments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "earnings_adjustments_ticket_idx" ON "earnings_adjustments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("realm","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key_uq" ON "companies" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_pending_name_key_uq" ON "companies" USING btree ("pending_name_key");--> statement-breakpoint
ALTER TABLE "staff_refunds" ADD CONSTRAINT "staff_refunds_borne_by_ck" CHECK ("staff_refunds"."borne_by" in ('company', 'upkeep'));--> statement-breakpoint
-- A completed job's moment is its first move into Completed (status 4), whatever was written after it.
UPDATE "tickets" t SET "completed_at" = h.first_completed
FROM (SELECT "ticket_id", min("created_at") AS first_completed FROM "ticket_history" WHERE "status_id" = 4 GROUP BY "ticket_id") h
WHERE h."ticket_id" = t."id" AND t."completed_at" IS NULL;
