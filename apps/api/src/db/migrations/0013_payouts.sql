CREATE TABLE "payout_accounts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_id" text NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"currently_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"past_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"disabled_reason" text,
	"bank_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "payout_holds" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"arrival_at" timestamp with time zone NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_provider_payout_id_unique" UNIQUE("provider_payout_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_account_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"refresh_url" text NOT NULL,
	"return_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_connect_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"business_name" text NOT NULL,
	"idempotency_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"business_type" text,
	"representative_name" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"currently_due" text[] NOT NULL,
	"past_due" text[] NOT NULL,
	"disabled_reason" text,
	"bank_last4" text,
	"bank_outcome" text,
	"tos_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_connect_accounts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"arrival_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfer_reversals_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"destination" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"transfer_group" text,
	"source_transaction" text,
	"idempotency_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfers_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "transfer_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reversal_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "transfer_reversals_provider_reversal_id_unique" UNIQUE("provider_reversal_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"payment_id" integer,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"provider_transfer_id" text,
	"destination" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "transfers_provider_transfer_id_unique" UNIQUE("provider_transfer_id"),
	CONSTRAINT "transfers_money_ck" CHECK ("transfers"."amount_cents" > 0 and "transfers"."reversed_cents" between 0 and "transfers"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_account_links" ADD CONSTRAINT "sandbox_account_links_account_id_sandbox_connect_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_connect_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payouts" ADD CONSTRAINT "sandbox_payouts_account_id_sandbox_connect_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_connect_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_transfer_reversals" ADD CONSTRAINT "sandbox_transfer_reversals_transfer_id_sandbox_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."sandbox_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_reversals" ADD CONSTRAINT "transfer_reversals_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_company_idx" ON "payouts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_account_links_account_idx" ON "sandbox_account_links" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "transfers_company_idx" ON "transfers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_completion_uq" ON "transfers" USING btree ("ticket_id") WHERE "transfers"."kind" = 'completion';--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_late_charge_uq" ON "transfers" USING btree ("payment_id") WHERE "transfers"."kind" = 'late_charge';