CREATE TABLE "staff_session_activity" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "second_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_session_activity" ADD CONSTRAINT "staff_session_activity_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_session_activity_expires_idx" ON "staff_session_activity" USING btree ("expires_at");