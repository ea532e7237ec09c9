-- Invoices and online payment (docs/invoices.md): dated prices of the price lists,
-- hourly consumption per supply point and day, issued invoices (multipoint ones with their points),
-- payment attempts and the records of the built-in sandbox card provider.
CREATE TABLE "consumption_days" (
	"supply_point_id" integer NOT NULL,
	"day" date NOT NULL,
	"active_wh" integer[] NOT NULL,
	"exported_wh" integer[],
	CONSTRAINT "consumption_days_supply_point_id_day_pk" PRIMARY KEY("supply_point_id","day"),
	CONSTRAINT "consumption_days_active_hours_check" CHECK (array_length("consumption_days"."active_wh", 1) between 23 and 25),
	CONSTRAINT "consumption_days_exported_hours_check" CHECK ("consumption_days"."exported_wh" is null or array_length("consumption_days"."exported_wh", 1) = array_length("consumption_days"."active_wh", 1))
);
--> statement-breakpoint
CREATE TABLE "invoice_points" (
	"invoice_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"contract_id" integer,
	"contract_name" text NOT NULL,
	"cups_name" text NOT NULL,
	"cups_address" text NOT NULL,
	"energy_kwh" numeric(14, 3) NOT NULL,
	"amount_total" numeric(12, 2) NOT NULL,
	"computation" jsonb NOT NULL,
	CONSTRAINT "invoice_points_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"contract_id" integer,
	"contract_name" text,
	"cups_name" text,
	"cups_address" text,
	"payer_vat" text NOT NULL,
	"number" text NOT NULL,
	"invoice_date" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"energy_kwh" numeric(14, 3) NOT NULL,
	"amount_total" numeric(12, 2) NOT NULL,
	"amount_pending" numeric(12, 2) NOT NULL,
	"paid_status" text NOT NULL,
	"rectificative_type" text DEFAULT 'N' NOT NULL,
	"rectified_invoice_id" integer,
	"address_invoice_id" integer,
	"computation" jsonb NOT NULL,
	"pending_state_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('electricity', 'gas', 'multipoint')),
	CONSTRAINT "invoices_paid_status_check" CHECK ("invoices"."paid_status" in ('pending_remesa', 'pending_transfer', 'paid', 'paid_without_transaction', 'manual_verification_required', 'unpaid')),
	CONSTRAINT "invoices_period_check" CHECK ("invoices"."end_date" >= "invoices"."start_date"),
	CONSTRAINT "invoices_pending_check" CHECK (abs("invoices"."amount_pending") <= abs("invoices"."amount_total"))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer,
	"platform" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_intent_id" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"payment_method_label" text DEFAULT '' NOT NULL,
	"error_code" text,
	"decline_code" text,
	"paid_by_user_email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_platform_check" CHECK ("payments"."platform" in ('sandbox', 'stripe')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('processing', 'requires_action', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"error_code" text,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_status_check" CHECK ("sandbox_payment_intents"."status" in ('requires_action', 'succeeded', 'failed', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list_prices" (
	"price_list_id" integer NOT NULL,
	"term" text NOT NULL,
	"period" smallint DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"price" numeric(12, 6) NOT NULL,
	CONSTRAINT "price_list_prices_price_list_id_term_period_valid_from_pk" PRIMARY KEY("price_list_id","term","period","valid_from"),
	CONSTRAINT "price_list_prices_term_check" CHECK ("price_list_prices"."term" in ('power', 'energy', 'meter_rental', 'fixed', 'variable')),
	CONSTRAINT "price_list_prices_period_check" CHECK ("price_list_prices"."period" between 0 and 6),
	CONSTRAINT "price_list_prices_price_check" CHECK ("price_list_prices"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "consumption_days" ADD CONSTRAINT "consumption_days_supply_point_id_supply_points_id_fk" FOREIGN KEY ("supply_point_id") REFERENCES "public"."supply_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_points" ADD CONSTRAINT "invoice_points_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_points" ADD CONSTRAINT "invoice_points_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_rectified_invoice_id_invoices_id_fk" FOREIGN KEY ("rectified_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_address_invoice_id_addresses_id_fk" FOREIGN KEY ("address_invoice_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_payment_method_id_sandbox_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."sandbox_payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_points_contract_id_idx" ON "invoice_points" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("customer_id","kind","invoice_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("customer_id","kind","contract_name","invoice_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_paid_status_idx" ON "invoices" USING btree ("customer_id","kind","paid_status","invoice_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_rectified_invoice_id_idx" ON "invoices" USING btree ("rectified_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_invoice" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" in ('processing', 'requires_action', 'succeeded');--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_provider_intent_idx" ON "payments" USING btree ("provider_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_intents_idempotency_key_key" ON "sandbox_payment_intents" USING btree ("idempotency_key");