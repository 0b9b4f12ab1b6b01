CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"services_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"reminded_3_at" timestamp with time zone,
	"reminded_7_at" timestamp with time zone,
	"charge_error" text,
	CONSTRAINT "invoices_ticket_id_unique" UNIQUE("ticket_id"),
	CONSTRAINT "invoices_status_ck" CHECK (status in ('open', 'paid')),
	CONSTRAINT "invoices_money_ck" CHECK ("invoices"."services_cents" >= 0 and "invoices"."fee_cents" >= 0 and "invoices"."deposit_cents" >= 0 and "invoices"."paid_cents" >= 0 and "invoices"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"add_on_line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"signed_name" text NOT NULL,
	"signed_as" integer NOT NULL,
	"customer_id" integer,
	"guest_id" uuid,
	"client_address" text,
	"user_agent" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"schedule_id" integer,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"balance_card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "quote_approvals_status_ck" CHECK ("quote_approvals"."status" in ('awaiting_deposit', 'approved', 'abandoned')),
	CONSTRAINT "quote_approvals_signer_ck" CHECK ("quote_approvals"."customer_id" is not null or "quote_approvals"."guest_id" is not null),
	CONSTRAINT "quote_approvals_duration_ck" CHECK ("quote_approvals"."duration_minutes" > 0),
	CONSTRAINT "quote_approvals_money_ck" CHECK ("quote_approvals"."price_cents" >= 0 and "quote_approvals"."fee_cents" >= 0 and "quote_approvals"."deposit_cents" >= 0 and "quote_approvals"."total_cents" >= 0 and "quote_approvals"."deposit_cents" <= "quote_approvals"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer NOT NULL,
	"add_on" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"feature_value_id" integer,
	CONSTRAINT "quote_lines_position_ck" CHECK ("quote_lines"."position" > 0),
	CONSTRAINT "quote_lines_money_ck" CHECK ("quote_lines"."quantity" > 0 and "quote_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"revision_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "quote_options_position_ck" CHECK ("quote_options"."position" between 1 and 3),
	CONSTRAINT "quote_options_duration_ck" CHECK ("quote_options"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_photos" (
	"revision_id" integer NOT NULL,
	"job_photo_id" integer NOT NULL,
	CONSTRAINT "quote_photos_revision_id_job_photo_id_pk" PRIMARY KEY("revision_id","job_photo_id")
);
--> statement-breakpoint
CREATE TABLE "quote_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"expires_on" date NOT NULL,
	"deposit_kind" text DEFAULT 'none' NOT NULL,
	"deposit_percent" numeric(5, 2),
	"deposit_cents" integer,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"proposed_at" timestamp with time zone,
	"written_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "quote_revisions_status_ck" CHECK ("quote_revisions"."status" in ('draft', 'sent', 'superseded')),
	CONSTRAINT "quote_revisions_revision_ck" CHECK ("quote_revisions"."revision" > 0),
	CONSTRAINT "quote_revisions_fee_ck" CHECK ("quote_revisions"."fee_cents" >= 0),
	CONSTRAINT "quote_revisions_deposit_ck" CHECK (("quote_revisions"."deposit_kind" = 'none' and "quote_revisions"."deposit_percent" is null and "quote_revisions"."deposit_cents" is null)
        or ("quote_revisions"."deposit_kind" = 'percent' and "quote_revisions"."deposit_percent" is not null and "quote_revisions"."deposit_percent" > 0
          and "quote_revisions"."deposit_percent" <= 100 and "quote_revisions"."deposit_cents" is null)
        or ("quote_revisions"."deposit_kind" = 'amount' and "quote_revisions"."deposit_cents" is not null and "quote_revisions"."deposit_cents" > 0
          and "quote_revisions"."deposit_percent" is null))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"reminded_unanswered_at" timestamp with time zone,
	"reminded_expiry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_ck" CHECK (status in ('draft', 'sent', 'viewed', 'approved', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"crew_id" integer,
	"amount_cents" integer NOT NULL,
	"percent" numeric(5, 2),
	"payment_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tips_ticket_id_unique" UNIQUE("ticket_id"),
	CONSTRAINT "tips_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "tips_money_ck" CHECK ("tips"."amount_cents" > 0),
	CONSTRAINT "tips_percent_ck" CHECK (percent is null or percent in (10, 15, 20)),
	CONSTRAINT "tips_status_ck" CHECK ("tips"."status" in ('pending', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_approval_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_revision_id_quote_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quote_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_signed_as_user_types_id_fk" FOREIGN KEY ("signed_as") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_guest_id_guest_sessions_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guest_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_schedule_id_company_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."company_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_balance_card_id_saved_cards_id_fk" FOREIGN KEY ("balance_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_feature_value_id_feature_values_id_fk" FOREIGN KEY ("feature_value_id") REFERENCES "public"."feature_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_revision_id_quote_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quote_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_revision_id_quote_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."quote_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_job_photo_id_job_photos_id_fk" FOREIGN KEY ("job_photo_id") REFERENCES "public"."job_photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_written_by_company_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_approvals_quote_idx" ON "quote_approvals" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_approvals_approved_uq" ON "quote_approvals" USING btree ("quote_id") WHERE "quote_approvals"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_uq" ON "quote_lines" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_options_position_uq" ON "quote_options" USING btree ("revision_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_revisions_quote_revision_uq" ON "quote_revisions" USING btree ("quote_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_revisions_live_uq" ON "quote_revisions" USING btree ("quote_id") WHERE "quote_revisions"."status" = 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "quote_revisions_draft_uq" ON "quote_revisions" USING btree ("quote_id") WHERE "quote_revisions"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "quotes_ticket_idx" ON "quotes" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "quotes_company_idx" ON "quotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_open_uq" ON "quotes" USING btree ("ticket_id") WHERE "quotes"."status" in ('draft', 'sent', 'viewed');--> statement-breakpoint
CREATE INDEX "tips_company_idx" ON "tips" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_approval_id_quote_approvals_id_fk" FOREIGN KEY ("quote_approval_id") REFERENCES "public"."quote_approvals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_deposit_uq" ON "payments" USING btree ("quote_approval_id") WHERE "payments"."purpose" = 'deposit';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_uq" ON "payments" USING btree ("invoice_id") WHERE "payments"."purpose" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tip_uq" ON "payments" USING btree ("ticket_id") WHERE "payments"."purpose" = 'tip';--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_invoice_uq" ON "transfers" USING btree ("payment_id") WHERE "transfers"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_tip_uq" ON "transfers" USING btree ("payment_id") WHERE "transfers"."kind" = 'tip';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_ck" CHECK (purpose in ('booking', 'reschedule', 'open_charge', 'deposit', 'invoice', 'tip'));--> statement-breakpoint
-- The System's moves that schedule a ticket by its customer's approval of a quote (decision 0039): a confirmed
-- estimate request (Pending) or a visit under way (In Progress). A fresh database gets them from the seed (the
-- statuses do not exist yet here).
INSERT INTO "status_flow" ("from_status_id", "to_status_id", "user_type_id", "action")
SELECT 1, 2, 5, 'Quote approved'
WHERE EXISTS (SELECT 1 FROM "ticket_statuses" WHERE "id" = 1) AND EXISTS (SELECT 1 FROM "ticket_statuses" WHERE "id" = 2)
  AND EXISTS (SELECT 1 FROM "user_types" WHERE "id" = 5)
ON CONFLICT ("from_status_id", "to_status_id", "user_type_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "status_flow" ("from_status_id", "to_status_id", "user_type_id", "action")
SELECT 3, 2, 5, 'Quote approved'
WHERE EXISTS (SELECT 1 FROM "ticket_statuses" WHERE "id" = 3) AND EXISTS (SELECT 1 FROM "ticket_statuses" WHERE "id" = 2)
  AND EXISTS (SELECT 1 FROM "user_types" WHERE "id" = 5)
ON CONFLICT ("from_status_id", "to_status_id", "user_type_id") DO NOTHING;
