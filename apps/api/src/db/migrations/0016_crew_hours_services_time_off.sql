CREATE TABLE "crew_time_off" (
	"id" serial PRIMARY KEY NOT NULL,
	"crew_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_time_off_dates_ck" CHECK ("crew_time_off"."from_date" <= "crew_time_off"."to_date")
);
--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "service_ids" integer[];--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "schedule_ids" integer[];--> statement-breakpoint
ALTER TABLE "crew_time_off" ADD CONSTRAINT "crew_time_off_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crew_time_off_crew_idx" ON "crew_time_off" USING btree ("crew_id","from_date");