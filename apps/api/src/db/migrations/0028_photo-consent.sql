CREATE TABLE "ticket_photo_consents" (
	"ticket_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"asked_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_photo_consents_state_ck" CHECK ("ticket_photo_consents"."state" in ('asked', 'allowed', 'declined')),
	CONSTRAINT "ticket_photo_consents_answer_ck" CHECK (("ticket_photo_consents"."state" = 'asked') = ("ticket_photo_consents"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "ticket_photo_consents" ADD CONSTRAINT "ticket_photo_consents_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;