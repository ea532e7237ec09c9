-- Trigram search over contracts (contracts_search_trgm_idx); PGlite loads the extension in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"dp" text NOT NULL,
	"ine" text NOT NULL,
	"state" text NOT NULL,
	"poblacio" text NOT NULL,
	"tv" text NOT NULL,
	"nv" text NOT NULL,
	"pnp" text NOT NULL,
	"bq" text DEFAULT '' NOT NULL,
	"es" text DEFAULT '' NOT NULL,
	"pt" text DEFAULT '' NOT NULL,
	"pu" text DEFAULT '' NOT NULL,
	"ref_catastral" text,
	"aclarador" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"full_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"iban" text NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"modification_request_id" integer,
	"name" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_modification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'waiting_for_signature' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "contract_modification_requests_kind_check" CHECK ("contract_modification_requests"."kind" in ('iban', 'power', 'notification_address', 'ref_catastral', 'invoice_online', 'no_cession_sips', 'contact_field')),
	CONSTRAINT "contract_modification_requests_state_check" CHECK ("contract_modification_requests"."state" in ('waiting_for_signature', 'applied', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "contracted_powers" (
	"contract_id" integer NOT NULL,
	"period" smallint NOT NULL,
	"power_w" integer NOT NULL,
	CONSTRAINT "contracted_powers_contract_id_period_pk" PRIMARY KEY("contract_id","period"),
	CONSTRAINT "contracted_powers_period_check" CHECK ("contracted_powers"."period" between 1 and 6),
	CONSTRAINT "contracted_powers_power_check" CHECK ("contracted_powers"."power_w" > 0)
);
--> statement-breakpoint
CREATE TABLE "notification_addresses" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nom_comercial" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "price_lists_kind_check" CHECK ("price_lists"."kind" in ('electricity', 'gas'))
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"power_periods" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "tariffs_kind_check" CHECK ("tariffs"."kind" in ('electricity', 'gas')),
	CONSTRAINT "tariffs_power_periods_check" CHECK ("tariffs"."power_periods" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "supply_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"cups" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"ine" text NOT NULL,
	"full_address" text NOT NULL,
	"ref_catastral" text,
	"is_peninsula" boolean DEFAULT true NOT NULL,
	"distributor_id" integer
);
--> statement-breakpoint
DROP INDEX "contracts_customer_id_idx";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "supply_point_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "tariff_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "sign_date" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "payer_vat" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "fiscal_address_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "bank_account_id" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "invoice_online" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "amount_debt" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "atr_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "dso_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "no_cession_sips" text DEFAULT 'unactive' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "self_consumption" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "pressure_bar" numeric(8, 3);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "flow_rate_m3h" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "active_rank" smallint GENERATED ALWAYS AS (case when "contracts"."state" = 'activa' then 0 else 1 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_modification_request_id_contract_modification_requests_id_fk" FOREIGN KEY ("modification_request_id") REFERENCES "public"."contract_modification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_modification_requests" ADD CONSTRAINT "contract_modification_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_modification_requests" ADD CONSTRAINT "contract_modification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracted_powers" ADD CONSTRAINT "contracted_powers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_addresses" ADD CONSTRAINT "notification_addresses_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_addresses" ADD CONSTRAINT "notification_addresses_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_points" ADD CONSTRAINT "supply_points_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer_id_idx" ON "addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_customer_iban_key" ON "bank_accounts" USING btree ("customer_id","iban");--> statement-breakpoint
CREATE INDEX "attachments_contract_id_idx" ON "attachments" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_modification_requests_contract_idx" ON "contract_modification_requests" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_modification_requests_pending_idx" ON "contract_modification_requests" USING btree ("contract_id") WHERE "contract_modification_requests"."state" = 'waiting_for_signature';--> statement-breakpoint
CREATE UNIQUE INDEX "distributors_name_key" ON "distributors" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_key" ON "price_lists" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tariffs_name_key" ON "tariffs" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_points_cups_key" ON "supply_points" USING btree ("cups");--> statement-breakpoint
CREATE INDEX "supply_points_distributor_id_idx" ON "supply_points" USING btree ("distributor_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_supply_point_id_supply_points_id_fk" FOREIGN KEY ("supply_point_id") REFERENCES "public"."supply_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_fiscal_address_id_addresses_id_fk" FOREIGN KEY ("fiscal_address_id") REFERENCES "public"."addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_list_idx" ON "contracts" USING btree ("customer_id","type","active_rank","name");--> statement-breakpoint
CREATE INDEX "contracts_search_trgm_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_supply_point_id_idx" ON "contracts" USING btree ("supply_point_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_invoice_online_check" CHECK ("contracts"."invoice_online" in ('email', 'postal'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_no_cession_sips_check" CHECK ("contracts"."no_cession_sips" in ('requested', 'active', 'unactive'));