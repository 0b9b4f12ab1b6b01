CREATE TABLE "crews" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "crews_color_ck" CHECK ("crews"."color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "crew_id" integer;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crews_company_idx" ON "crews" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crews_name_uq" ON "crews" USING btree ("company_id",lower("name")) WHERE "crews"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every company has one crew holding its hours (issue 29), and each of its tickets is that crew's: nothing
-- changes for a company that never adds another.
INSERT INTO "crews" ("company_id", "name", "color") SELECT "id", 'Crew 1', '#2f9e44' FROM "companies" ORDER BY "id";--> statement-breakpoint
UPDATE "tickets" t SET "crew_id" = c."id" FROM "crews" c WHERE c."company_id" = t."company_id";--> statement-breakpoint
-- A crew does one job at a time: the database forbids two slot-holding tickets of one crew whose times
-- overlap; a job no crew holds yet overlaps no other such job of its company.
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_no_double_booking_ex";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_no_double_booking_ex"
  EXCLUDE USING gist ("crew_id" WITH =, "slot" WITH &&) WHERE ("holds_slot" AND "crew_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_uncrewed_ex"
  EXCLUDE USING gist ("company_id" WITH =, "slot" WITH &&) WHERE ("holds_slot" AND "crew_id" IS NULL);
