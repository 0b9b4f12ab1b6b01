ALTER TABLE "customers" ADD COLUMN "temp_password_hash" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "temp_password_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "temp_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "temp_password_used_at" timestamp with time zone;