CREATE TABLE "company_debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"reversal_id" integer,
	"amount_cents" integer NOT NULL,
	"settled_cents" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "company_debts_reversal_id_unique" UNIQUE("reversal_id"),
	CONSTRAINT "company_debts_money_ck" CHECK ("company_debts"."amount_cents" > 0 and "company_debts"."settled_cents" between 0 and "company_debts"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "debt_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_id" integer NOT NULL,
	"transfer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_settlements_money_ck" CHECK ("debt_settlements"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "payout_interval" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "payout_weekly_anchor" text DEFAULT 'monday' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "payout_monthly_anchor" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_connect_accounts" ADD COLUMN "payout_interval" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_connect_accounts" ADD COLUMN "payout_weekly_anchor" text DEFAULT 'monday' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_connect_accounts" ADD COLUMN "payout_monthly_anchor" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_transfers" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "withheld_cents" integer;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "payout_id" integer;--> statement-breakpoint
ALTER TABLE "company_debts" ADD CONSTRAINT "company_debts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_debts" ADD CONSTRAINT "company_debts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_debts" ADD CONSTRAINT "company_debts_reversal_id_transfer_reversals_id_fk" FOREIGN KEY ("reversal_id") REFERENCES "public"."transfer_reversals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_settlements" ADD CONSTRAINT "debt_settlements_debt_id_company_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."company_debts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_settlements" ADD CONSTRAINT "debt_settlements_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_debts_company_idx" ON "company_debts" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "debt_settlements_transfer_idx" ON "debt_settlements" USING btree ("transfer_id");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_withheld_ck" CHECK ("transfers"."withheld_cents" is null or ("transfers"."withheld_cents" >= 0 and "transfers"."reversed_cents" + "transfers"."withheld_cents" <= "transfers"."amount_cents"));