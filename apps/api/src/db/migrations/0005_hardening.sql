CREATE TABLE "revoked_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_recipient_idx" ON "notification_outbox" USING btree ("channel","recipient","created_at");--> statement-breakpoint
CREATE INDEX "tickets_unconfirmed_idx" ON "tickets" USING btree ("scheduled_at") WHERE "tickets"."holds_slot" and ("tickets"."confirmed_at" is null or "tickets"."is_estimate");