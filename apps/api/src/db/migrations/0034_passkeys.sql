CREATE TABLE "passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id"),
	CONSTRAINT "passkeys_realm_ck" CHECK ("passkeys"."realm" in ('company', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"realm" text NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"challenge_hash" text NOT NULL,
	"mfa_challenge_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webauthn_challenges_challenge_hash_unique" UNIQUE("challenge_hash"),
	CONSTRAINT "webauthn_challenges_realm_ck" CHECK ("webauthn_challenges"."realm" in ('company', 'staff')),
	CONSTRAINT "webauthn_challenges_purpose_ck" CHECK ("webauthn_challenges"."purpose" in ('register', 'sign-in', 'second-step'))
);
--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_mfa_challenge_id_mfa_challenges_id_fk" FOREIGN KEY ("mfa_challenge_id") REFERENCES "public"."mfa_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("realm","user_id");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expires_idx" ON "webauthn_challenges" USING btree ("expires_at");