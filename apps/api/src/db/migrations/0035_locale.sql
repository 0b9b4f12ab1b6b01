ALTER TABLE "company_users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_locale_ck" CHECK ("company_users"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_locale_ck" CHECK ("customers"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_locale_ck" CHECK ("tickets"."locale" in ('en', 'es'));