CREATE TABLE "blog_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"brief" text NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text NOT NULL,
	"has_photos" boolean DEFAULT false NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"is_insured" boolean DEFAULT true NOT NULL,
	"is_licensed" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name"),
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "company_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "company_schedules_dow_ck" CHECK ("company_schedules"."day_of_week" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "company_service_sub_services" (
	"company_service_id" integer NOT NULL,
	"sub_service_id" integer NOT NULL,
	CONSTRAINT "company_service_sub_services_company_service_id_sub_service_id_pk" PRIMARY KEY("company_service_id","sub_service_id")
);
--> statement-breakpoint
CREATE TABLE "company_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"base_price_cents" integer DEFAULT 0 NOT NULL,
	"base_duration_minutes" integer DEFAULT 60 NOT NULL,
	"service_call_price_cents" integer NOT NULL,
	"service_call_duration_minutes" integer DEFAULT 60 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "company_services_money_ck" CHECK ("company_services"."base_price_cents" >= 0 and "company_services"."service_call_price_cents" >= 0),
	CONSTRAINT "company_services_duration_ck" CHECK ("company_services"."base_duration_minutes" > 0 and "company_services"."service_call_duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_zip_codes" (
	"company_id" integer NOT NULL,
	"zip_code" text NOT NULL,
	CONSTRAINT "company_zip_codes_company_id_zip_code_pk" PRIMARY KEY("company_id","zip_code")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text,
	"zip_code" text,
	"password_hash" text NOT NULL,
	"temp_password" boolean DEFAULT false NOT NULL,
	"tokens_valid_after" timestamp with time zone DEFAULT now() NOT NULL,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount_cents" integer,
	"percentage" numeric(5, 4),
	"service_id" integer,
	"expiration_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_codes_kind_ck" CHECK (("discount_codes"."amount_cents" is null) <> ("discount_codes"."percentage" is null)),
	CONSTRAINT "discount_codes_range_ck" CHECK (coalesce("discount_codes"."amount_cents", 0) >= 0 and coalesce("discount_codes"."percentage", 0) between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "feature_value_dependencies" (
	"value_id" integer NOT NULL,
	"next_value_id" integer NOT NULL,
	CONSTRAINT "feature_value_dependencies_value_id_next_value_id_pk" PRIMARY KEY("value_id","next_value_id")
);
--> statement-breakpoint
CREATE TABLE "feature_values" (
	"id" integer PRIMARY KEY NOT NULL,
	"feature_id" integer NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_service_call" boolean DEFAULT false NOT NULL,
	"disclaimer" text,
	"sub_service_id" integer
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" integer PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"sub_service_id" integer,
	"question" text NOT NULL,
	"feature" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_add_on" boolean DEFAULT false NOT NULL,
	"is_principal" boolean DEFAULT false NOT NULL,
	"disclaimers" text
);
--> statement-breakpoint
CREATE TABLE "guest_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"wished_service" text NOT NULL,
	"origin" text NOT NULL,
	"is_exclusive_lead" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notification_outbox_channel_ck" CHECK ("notification_outbox"."channel" in ('email', 'sms')),
	CONSTRAINT "notification_outbox_status_ck" CHECK ("notification_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "open_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "open_charges_money_ck" CHECK ("open_charges"."price_cents" > 0 and "open_charges"."duration_minutes" >= 0),
	CONSTRAINT "open_charges_status_ck" CHECK ("open_charges"."status" in ('pending', 'paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "optout_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"services" text NOT NULL,
	"is_insured" boolean NOT NULL,
	"is_licensed" boolean NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"open_charge_id" integer,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"provider_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "payments_provider_intent_id_unique" UNIQUE("provider_intent_id"),
	CONSTRAINT "payments_money_ck" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_purpose_ck" CHECK ("payments"."purpose" in ('booking', 'reschedule', 'open_charge'))
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"company_service_id" integer NOT NULL,
	"feature_value_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_list_items_company_service_id_feature_value_id_pk" PRIMARY KEY("company_service_id","feature_value_id"),
	CONSTRAINT "price_list_items_money_ck" CHECK ("price_list_items"."price_cents" >= 0 and "price_list_items"."duration_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"user_name" text NOT NULL,
	"company_score" smallint NOT NULL,
	"company_comment" text DEFAULT '' NOT NULL,
	"upkeep_score" smallint NOT NULL,
	"upkeep_comment" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_ticket_id_unique" UNIQUE("ticket_id"),
	CONSTRAINT "reviews_company_score_ck" CHECK ("reviews"."company_score" between 1 and 5),
	CONSTRAINT "reviews_upkeep_score_ck" CHECK ("reviews"."upkeep_score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_service_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"zip_code" text NOT NULL,
	"message" text NOT NULL,
	"registered_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"service_unit" text NOT NULL,
	"multi_services" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_name_unique" UNIQUE("name"),
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status_flow" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_status_id" integer NOT NULL,
	"to_status_id" integer NOT NULL,
	"user_type_id" integer NOT NULL,
	"action" text NOT NULL,
	CONSTRAINT "status_flow_not_self_ck" CHECK ("status_flow"."from_status_id" <> "status_flow"."to_status_id")
);
--> statement-breakpoint
CREATE TABLE "sub_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sub_services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "ticket_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"user_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"sub_service_id" integer,
	"display_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ticket_services_money_ck" CHECK ("ticket_services"."price_cents" >= 0 and "ticket_services"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"holds_slot" boolean NOT NULL,
	"customer_can_reschedule" boolean DEFAULT false NOT NULL,
	"reviewable" boolean DEFAULT false NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "ticket_statuses_status_unique" UNIQUE("status")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"guest_id" uuid,
	"company_service_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"schedule_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"service_duration_minutes" integer NOT NULL,
	"slot" "tstzrange" NOT NULL,
	"holds_slot" boolean DEFAULT true NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"discount_code_id" integer,
	"is_estimate" boolean DEFAULT false NOT NULL,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_owner_ck" CHECK ("tickets"."customer_id" is not null or "tickets"."guest_id" is not null),
	CONSTRAINT "tickets_money_ck" CHECK ("tickets"."price_cents" >= 0 and "tickets"."fee_cents" >= 0 and "tickets"."discount_cents" >= 0 and "tickets"."total_cents" >= 0 and "tickets"."paid_cents" >= 0),
	CONSTRAINT "tickets_duration_ck" CHECK ("tickets"."duration_minutes" > 0 and "tickets"."service_duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "user_types_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"community" text NOT NULL,
	"is_serviced" boolean DEFAULT true NOT NULL,
	"latitude" numeric(8, 5),
	"longitude" numeric(8, 5),
	CONSTRAINT "zip_codes_code_ck" CHECK ("zip_codes"."code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "blog_sections" ADD CONSTRAINT "blog_sections_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_zip_code_zip_codes_code_fk" FOREIGN KEY ("zip_code") REFERENCES "public"."zip_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_schedules" ADD CONSTRAINT "company_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_service_sub_services" ADD CONSTRAINT "company_service_sub_services_company_service_id_company_services_id_fk" FOREIGN KEY ("company_service_id") REFERENCES "public"."company_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_service_sub_services" ADD CONSTRAINT "company_service_sub_services_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_services" ADD CONSTRAINT "company_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_zip_codes" ADD CONSTRAINT "company_zip_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_zip_codes" ADD CONSTRAINT "company_zip_codes_zip_code_zip_codes_code_fk" FOREIGN KEY ("zip_code") REFERENCES "public"."zip_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_zip_code_zip_codes_code_fk" FOREIGN KEY ("zip_code") REFERENCES "public"."zip_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_value_dependencies" ADD CONSTRAINT "feature_value_dependencies_value_id_feature_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."feature_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_value_dependencies" ADD CONSTRAINT "feature_value_dependencies_next_value_id_feature_values_id_fk" FOREIGN KEY ("next_value_id") REFERENCES "public"."feature_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_values" ADD CONSTRAINT "feature_values_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_values" ADD CONSTRAINT "feature_values_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_charges" ADD CONSTRAINT "open_charges_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_open_charge_id_open_charges_id_fk" FOREIGN KEY ("open_charge_id") REFERENCES "public"."open_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_company_service_id_company_services_id_fk" FOREIGN KEY ("company_service_id") REFERENCES "public"."company_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_feature_value_id_feature_values_id_fk" FOREIGN KEY ("feature_value_id") REFERENCES "public"."feature_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_leads" ADD CONSTRAINT "service_leads_company_service_id_company_services_id_fk" FOREIGN KEY ("company_service_id") REFERENCES "public"."company_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_flow" ADD CONSTRAINT "status_flow_from_status_id_ticket_statuses_id_fk" FOREIGN KEY ("from_status_id") REFERENCES "public"."ticket_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_flow" ADD CONSTRAINT "status_flow_to_status_id_ticket_statuses_id_fk" FOREIGN KEY ("to_status_id") REFERENCES "public"."ticket_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_flow" ADD CONSTRAINT "status_flow_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_status_id_ticket_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."ticket_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_user_type_id_user_types_id_fk" FOREIGN KEY ("user_type_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_services" ADD CONSTRAINT "ticket_services_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_services" ADD CONSTRAINT "ticket_services_sub_service_id_sub_services_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_guest_id_guest_sessions_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guest_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_service_id_company_services_id_fk" FOREIGN KEY ("company_service_id") REFERENCES "public"."company_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_id_ticket_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."ticket_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_schedule_id_company_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."company_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_zip_code_zip_codes_code_fk" FOREIGN KEY ("zip_code") REFERENCES "public"."zip_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_sections_order_uq" ON "blog_sections" USING btree ("blog_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "company_schedules_uq" ON "company_schedules" USING btree ("company_id","day_of_week","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "company_services_company_service_uq" ON "company_services" USING btree ("company_id","service_id");--> statement-breakpoint
CREATE INDEX "company_services_service_idx" ON "company_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "company_zip_codes_zip_idx" ON "company_zip_codes" USING btree ("zip_code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_uq" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_uq" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "feature_values_feature_idx" ON "feature_values" USING btree ("feature_id","sort_order");--> statement-breakpoint
CREATE INDEX "features_service_idx" ON "features" USING btree ("service_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "features_one_principal_uq" ON "features" USING btree ("service_id") WHERE "features"."is_principal";--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "open_charges_ticket_idx" ON "open_charges" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "payments_ticket_idx" ON "payments" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "reviews_company_idx" ON "reviews" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "status_flow_uq" ON "status_flow" USING btree ("from_status_id","to_status_id","user_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_services_service_name_uq" ON "sub_services" USING btree ("service_id","name");--> statement-breakpoint
CREATE INDEX "ticket_history_ticket_idx" ON "ticket_history" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_services_ticket_idx" ON "ticket_services" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_customer_idx" ON "tickets" USING btree ("customer_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "tickets_guest_idx" ON "tickets" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "tickets_company_idx" ON "tickets" USING btree ("company_id","scheduled_at");