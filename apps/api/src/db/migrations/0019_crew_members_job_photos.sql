CREATE TABLE "job_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_photos_kind_ck" CHECK ("job_photos"."kind" in ('before', 'after'))
);
--> statement-breakpoint
ALTER TABLE "company_users" DROP CONSTRAINT "company_users_role_ck";--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "crew_id" integer;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_uploaded_by_company_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."company_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_photos_ticket_idx" ON "job_photos" USING btree ("ticket_id");--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_users_crew_idx" ON "company_users" USING btree ("crew_id");--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_crew_ck" CHECK (("company_users"."role" = 'crew') = ("company_users"."crew_id" is not null));--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_role_ck" CHECK ("company_users"."role" in ('owner', 'staff', 'crew'));