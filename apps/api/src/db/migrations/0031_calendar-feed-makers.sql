ALTER TABLE "calendar_feeds" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_company_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."company_users"("id") ON DELETE cascade ON UPDATE no action;