CREATE UNLOGGED TABLE "login_failures" (
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "login_failures_scope_key_hash_pk" PRIMARY KEY("scope","key_hash")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_failures_started_idx" ON "login_failures" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");