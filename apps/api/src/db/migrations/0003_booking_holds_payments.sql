CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"provider_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"last_error_code" text,
	"last_error_message" text,
	"card_last4" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_intents_money_ck" CHECK ("sandbox_intents"."amount_cents" > 0 and "sandbox_intents"."refunded_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_uq" ON "payments" USING btree ("ticket_id") WHERE "payments"."purpose" = 'booking';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_charge_uq" ON "payments" USING btree ("open_charge_id") WHERE "payments"."purpose" = 'open_charge';--> statement-breakpoint
-- Tickets booked before holds existed were all confirmed bookings.
UPDATE "tickets" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
--> statement-breakpoint
-- A reschedule fee recorded before fees could wait for their reschedule was already used by it.
UPDATE "payments" SET "status" = 'applied' WHERE "purpose" = 'reschedule' AND "status" = 'succeeded';
