CREATE TABLE "company_gallery_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_photo_id" integer,
	"content_type" text,
	"bytes" "bytea",
	"caption" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_gallery_photos_source_ck" CHECK (("company_gallery_photos"."job_photo_id" is null) = ("company_gallery_photos"."bytes" is not null) and ("company_gallery_photos"."bytes" is null) = ("company_gallery_photos"."content_type" is null))
);
--> statement-breakpoint
CREATE TABLE "company_insurance_certificates" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "licence_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "insurance_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_gallery_photos" ADD CONSTRAINT "company_gallery_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_gallery_photos" ADD CONSTRAINT "company_gallery_photos_job_photo_id_job_photos_id_fk" FOREIGN KEY ("job_photo_id") REFERENCES "public"."job_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_insurance_certificates" ADD CONSTRAINT "company_insurance_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_slug_redirects" ADD CONSTRAINT "company_slug_redirects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_gallery_photos_company_idx" ON "company_gallery_photos" USING btree ("company_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "company_gallery_photos_job_photo_uq" ON "company_gallery_photos" USING btree ("company_id","job_photo_id");--> statement-breakpoint
CREATE INDEX "company_slug_redirects_company_idx" ON "company_slug_redirects" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_licence_limit_ck" CHECK ("companies"."licence_limit_cents" is null or "companies"."licence_limit_cents" >= 0);