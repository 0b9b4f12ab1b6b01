CREATE TABLE "plan_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"date" date NOT NULL,
	"ticket_id" integer,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"charge_error" text,
	"charged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_visits_state_ck" CHECK ("plan_visits"."state" in ('upcoming', 'charged', 'at_risk', 'skipped', 'cancelled', 'unplaced'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"company_service_id" integer NOT NULL,
	"first_ticket_id" integer NOT NULL,
	"interval_weeks" integer NOT NULL,
	"rule" text NOT NULL,
	"first_date" date NOT NULL,
	"start_time" text NOT NULL,
	"visit_price_cents" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"saved_card_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"generated_through" date NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_interval_ck" CHECK ("plans"."interval_weeks" in (1, 2, 4)),
	CONSTRAINT "plans_status_ck" CHECK ("plans"."status" in ('pending', 'active', 'paused', 'cancelled')),
	CONSTRAINT "plans_discount_ck" CHECK ("plans"."discount_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "company_services" ADD COLUMN "plan_discounts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "plans_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_visits" ADD CONSTRAINT "plan_visits_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_company_service_id_company_services_id_fk" FOREIGN KEY ("company_service_id") REFERENCES "public"."company_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_visits_plan_date_uq" ON "plan_visits" USING btree ("plan_id","date");--> statement-breakpoint
CREATE INDEX "plan_visits_state_idx" ON "plan_visits" USING btree ("state","date");--> statement-breakpoint
CREATE INDEX "plans_customer_idx" ON "plans" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "plans_company_idx" ON "plans" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_first_ticket_uq" ON "plans" USING btree ("first_ticket_id");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "services" SET "plans_allowed" = true WHERE "id" IN (2, 4, 5, 8);
