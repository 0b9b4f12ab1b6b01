CREATE TABLE "email_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "move_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"schedule_id" integer,
	"payment_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_company_user_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_requests_status_ck" CHECK ("move_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "ticket_alerts" (
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_alerts_ticket_id_kind_pk" PRIMARY KEY("ticket_id","kind"),
	CONSTRAINT "ticket_alerts_kind_ck" CHECK ("ticket_alerts"."kind" in ('announced', 'reminder', 'last_call'))
);
--> statement-breakpoint
CREATE TABLE "ticket_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "booking_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_proofs" ADD CONSTRAINT "email_proofs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_schedule_id_company_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."company_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_requested_by_user_types_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_requests" ADD CONSTRAINT "move_requests_decided_by_company_user_id_company_users_id_fk" FOREIGN KEY ("decided_by_company_user_id") REFERENCES "public"."company_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_alerts" ADD CONSTRAINT "ticket_alerts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_links" ADD CONSTRAINT "ticket_links_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_proofs_customer_idx" ON "email_proofs" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "move_requests_ticket_idx" ON "move_requests" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "move_requests_pending_uq" ON "move_requests" USING btree ("ticket_id") WHERE "move_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ticket_links_ticket_idx" ON "ticket_links" USING btree ("ticket_id");