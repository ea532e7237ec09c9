CREATE TABLE "virtual_batteries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_battery_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"battery_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "virtual_battery_changes_kind_check" CHECK ("virtual_battery_changes"."kind" in ('discount_setting', 'percentage', 'move'))
);
--> statement-breakpoint
CREATE TABLE "virtual_battery_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"battery_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "virtual_battery_ledger_kind_check" CHECK ("virtual_battery_ledger"."kind" in ('deposit', 'discount')),
	CONSTRAINT "virtual_battery_ledger_amount_check" CHECK ("virtual_battery_ledger"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "virtual_battery_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"battery_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"percentage" smallint NOT NULL,
	"discount_setting" text DEFAULT 'aplicar' NOT NULL,
	"is_origin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "virtual_battery_links_percentage_check" CHECK ("virtual_battery_links"."percentage" between 0 and 100),
	CONSTRAINT "virtual_battery_links_setting_check" CHECK ("virtual_battery_links"."discount_setting" in ('no_aplicar', 'aplicar')),
	CONSTRAINT "virtual_battery_links_dates_check" CHECK ("virtual_battery_links"."end_date" is null or "virtual_battery_links"."end_date" >= "virtual_battery_links"."start_date")
);
--> statement-breakpoint
ALTER TABLE "price_list_prices" DROP CONSTRAINT "price_list_prices_term_check";--> statement-breakpoint
ALTER TABLE "virtual_batteries" ADD CONSTRAINT "virtual_batteries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_battery_changes" ADD CONSTRAINT "virtual_battery_changes_battery_id_virtual_batteries_id_fk" FOREIGN KEY ("battery_id") REFERENCES "public"."virtual_batteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_battery_changes" ADD CONSTRAINT "virtual_battery_changes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_battery_changes" ADD CONSTRAINT "virtual_battery_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_battery_ledger" ADD CONSTRAINT "virtual_battery_ledger_battery_id_virtual_batteries_id_fk" FOREIGN KEY ("battery_id") REFERENCES "public"."virtual_batteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_battery_ledger" ADD CONSTRAINT "virtual_battery_ledger_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_battery_ledger" ADD CONSTRAINT "virtual_battery_ledger_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_battery_links" ADD CONSTRAINT "virtual_battery_links_battery_id_virtual_batteries_id_fk" FOREIGN KEY ("battery_id") REFERENCES "public"."virtual_batteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_battery_links" ADD CONSTRAINT "virtual_battery_links_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "virtual_batteries_customer_idx" ON "virtual_batteries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "virtual_battery_changes_battery_idx" ON "virtual_battery_changes" USING btree ("battery_id","created_at");--> statement-breakpoint
CREATE INDEX "virtual_battery_ledger_battery_idx" ON "virtual_battery_ledger" USING btree ("battery_id","entry_date","id");--> statement-breakpoint
CREATE INDEX "virtual_battery_ledger_invoice_idx" ON "virtual_battery_ledger" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_battery_links_battery_contract_key" ON "virtual_battery_links" USING btree ("battery_id","contract_id");--> statement-breakpoint
CREATE INDEX "virtual_battery_links_contract_idx" ON "virtual_battery_links" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "price_list_prices" ADD CONSTRAINT "price_list_prices_term_check" CHECK ("price_list_prices"."term" in ('power', 'energy', 'meter_rental', 'fixed', 'variable', 'surplus'));