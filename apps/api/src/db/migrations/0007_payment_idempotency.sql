-- Payments that tell the truth.
-- POST pay's Idempotency-Key, per customer: the request it named (a hash of the body), the attempt
-- it opened, and the answer once known, so a retry answers the first result instead of a 409.
CREATE TABLE "payment_idempotency_keys" (
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_id" integer,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key"),
	CONSTRAINT "payment_idempotency_keys_key_check" CHECK (char_length("payment_idempotency_keys"."key") between 1 and 255),
	CONSTRAINT "payment_idempotency_keys_response_check" CHECK (("payment_idempotency_keys"."response_status" is null) = ("payment_idempotency_keys"."response_body" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_idempotency_keys" ADD CONSTRAINT "payment_idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_idempotency_keys" ADD CONSTRAINT "payment_idempotency_keys_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Keys are kept a day, as Stripe keeps them: the reconciler deletes older ones by this index.
CREATE INDEX "payment_idempotency_keys_created_idx" ON "payment_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Attempts awaiting their answer, few at any time: the invoice list asks it of each invoice of a page
-- ("payment in process"), and the reconciler walks it. Tiny, so an index-only probe per invoice.
CREATE INDEX "payments_in_process_idx" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" = 'processing';
