CREATE TABLE "discount_code_lookups" (
	"customer_id" integer NOT NULL,
	"discount_code_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_lookups_customer_id_discount_code_id_pk" PRIMARY KEY("customer_id","discount_code_id")
);
--> statement-breakpoint
ALTER TABLE "discount_code_lookups" ADD CONSTRAINT "discount_code_lookups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_lookups" ADD CONSTRAINT "discount_code_lookups_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;