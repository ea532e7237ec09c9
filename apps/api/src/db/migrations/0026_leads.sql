CREATE TABLE "lead_invoice_chunks" (
	"attachment_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "lead_invoice_chunks_attachment_id_seq_pk" PRIMARY KEY("attachment_id","seq"),
	CONSTRAINT "lead_invoice_chunks_seq_check" CHECK ("lead_invoice_chunks"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lead_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"name" text NOT NULL,
	"surname1" text NOT NULL,
	"surname2" text,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"contact_hours" text NOT NULL,
	"consent" boolean NOT NULL,
	"language" text NOT NULL,
	"cups" text NOT NULL,
	"payload" jsonb,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('electricity_comparator', 'gas_comparator', 'power_calculator')),
	CONSTRAINT "leads_mode_check" CHECK ("leads"."mode" in ('result', 'manual')),
	CONSTRAINT "leads_language_check" CHECK ("leads"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
ALTER TABLE "lead_invoice_chunks" ADD CONSTRAINT "lead_invoice_chunks_attachment_id_lead_invoices_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."lead_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_invoices" ADD CONSTRAINT "lead_invoices_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_invoices_lead_idx" ON "lead_invoices" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_client_key_idx" ON "leads" USING btree ("client_key","created_at");