CREATE TABLE "cnae_texts" (
	"cnae_id" integer NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "cnae_texts_cnae_id_language_pk" PRIMARY KEY("cnae_id","language"),
	CONSTRAINT "cnae_texts_language_check" CHECK ("cnae_texts"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "cnaes" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracting_lead_file_chunks" (
	"file_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "contracting_lead_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq"),
	CONSTRAINT "contracting_lead_file_chunks_seq_check" CHECK ("contracting_lead_file_chunks"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contracting_lead_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"field" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracting_lead_files_field_check" CHECK ("contracting_lead_files"."field" in ('invoice', 'nifFaceup', 'nifEmpresa', 'selfconsAttachments', 'gasInvoice'))
);
--> statement-breakpoint
CREATE TABLE "contracting_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"key_hash" text NOT NULL,
	"customer_id" integer,
	"language" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vat" text,
	"email" text,
	"leads_consent" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"result" jsonb,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracting_leads_type_check" CHECK ("contracting_leads"."type" in ('electricity', 'gas', 'dual')),
	CONSTRAINT "contracting_leads_step_check" CHECK ("contracting_leads"."step" between 0 and 5),
	CONSTRAINT "contracting_leads_language_check" CHECK ("contracting_leads"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "defaulted_tax_ids" (
	"vat" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_offer_texts" (
	"offer_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description_html" text NOT NULL,
	CONSTRAINT "product_offer_texts_offer_id_language_pk" PRIMARY KEY("offer_id","language"),
	CONSTRAINT "product_offer_texts_language_check" CHECK ("product_offer_texts"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"tariff_id" integer NOT NULL,
	"min_power_kw" numeric(10, 3) DEFAULT 0 NOT NULL,
	"max_power_kw" numeric(10, 3),
	"self_consumption" text DEFAULT 'any' NOT NULL,
	"promocode" text,
	"initial_payment" numeric(12, 2) DEFAULT 0 NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_offers_self_consumption_check" CHECK ("product_offers"."self_consumption" in ('any', 'only', 'never')),
	CONSTRAINT "product_offers_initial_payment_check" CHECK ("product_offers"."initial_payment" >= 0),
	CONSTRAINT "product_offers_link_check" CHECK ("product_offers"."link" = '' or "product_offers"."link" ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "cnae_texts" ADD CONSTRAINT "cnae_texts_cnae_id_cnaes_id_fk" FOREIGN KEY ("cnae_id") REFERENCES "public"."cnaes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracting_lead_file_chunks" ADD CONSTRAINT "contracting_lead_file_chunks_file_id_contracting_lead_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."contracting_lead_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracting_lead_files" ADD CONSTRAINT "contracting_lead_files_lead_id_contracting_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contracting_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracting_leads" ADD CONSTRAINT "contracting_leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offer_texts" ADD CONSTRAINT "product_offer_texts_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cnaes_code_key" ON "cnaes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contracting_lead_files_lead_idx" ON "contracting_lead_files" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "contracting_leads_updated_idx" ON "contracting_leads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "contracting_leads_reminder_idx" ON "contracting_leads" USING btree ("updated_at") WHERE "contracting_leads"."confirmed_at" is null and "contracting_leads"."reminder_sent_at" is null and "contracting_leads"."leads_consent";--> statement-breakpoint
CREATE INDEX "product_offers_tariff_idx" ON "product_offers" USING btree ("tariff_id","active");--> statement-breakpoint
CREATE INDEX "customer_coupons_code_upper_idx" ON "customer_coupons" USING btree (upper("code"));