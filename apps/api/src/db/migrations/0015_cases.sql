CREATE SEQUENCE "public"."case_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "atc_subtype_descriptions" (
	"subtype_id" integer NOT NULL,
	"language" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "atc_subtype_descriptions_subtype_id_language_pk" PRIMARY KEY("subtype_id","language"),
	CONSTRAINT "atc_subtype_descriptions_language_check" CHECK ("atc_subtype_descriptions"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "atc_subtypes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atc_type_labels" (
	"type_id" integer NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "atc_type_labels_type_id_language_pk" PRIMARY KEY("type_id","language"),
	CONSTRAINT "atc_type_labels_language_check" CHECK ("atc_type_labels"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "atc_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_attachment_chunks" (
	"attachment_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "case_attachment_chunks_attachment_id_seq_pk" PRIMARY KEY("attachment_id","seq"),
	CONSTRAINT "case_attachment_chunks_seq_check" CHECK ("case_attachment_chunks"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "case_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"message_id" integer,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"unsigned" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "case_categories_code_key" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "case_category_names" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "case_category_names_category_id_language_pk" PRIMARY KEY("category_id","language"),
	CONSTRAINT "case_category_names_language_check" CHECK ("case_category_names"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"author_kind" text NOT NULL,
	"user_id" integer,
	"staff_label" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_messages_author_kind_check" CHECK ("case_messages"."author_kind" in ('customer', 'staff')),
	CONSTRAINT "case_messages_staff_label_check" CHECK (("case_messages"."author_kind" = 'staff') = ("case_messages"."staff_label" is not null))
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"contract_id" integer,
	"user_id" integer,
	"section" text,
	"atc_type_id" integer,
	"atc_subtype_id" integer,
	"category_id" integer,
	"contact_email" text,
	"contact_mobile" text,
	"subject" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"outcome" text DEFAULT 'in_process' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_kind_check" CHECK ("cases"."kind" in ('atc_claim', 'signed_contact', 'unsigned_contact', 'request')),
	CONSTRAINT "cases_outcome_check" CHECK ("cases"."outcome" in ('accepted', 'denied', 'additional_information_needed', 'being_processed', 'in_process')),
	CONSTRAINT "cases_customer_check" CHECK ("cases"."kind" = 'unsigned_contact' or "cases"."customer_id" is not null),
	CONSTRAINT "cases_atc_check" CHECK ("cases"."kind" <> 'atc_claim' or ("cases"."contract_id" is not null and "cases"."atc_type_id" is not null and "cases"."atc_subtype_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "atc_subtype_descriptions" ADD CONSTRAINT "atc_subtype_descriptions_subtype_id_atc_subtypes_id_fk" FOREIGN KEY ("subtype_id") REFERENCES "public"."atc_subtypes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atc_subtypes" ADD CONSTRAINT "atc_subtypes_type_id_atc_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."atc_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atc_type_labels" ADD CONSTRAINT "atc_type_labels_type_id_atc_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."atc_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachment_chunks" ADD CONSTRAINT "case_attachment_chunks_attachment_id_case_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."case_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_attachments" ADD CONSTRAINT "case_attachments_message_id_case_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."case_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_category_names" ADD CONSTRAINT "case_category_names_category_id_case_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."case_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_atc_type_id_atc_types_id_fk" FOREIGN KEY ("atc_type_id") REFERENCES "public"."atc_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_atc_subtype_id_atc_subtypes_id_fk" FOREIGN KEY ("atc_subtype_id") REFERENCES "public"."atc_subtypes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_category_id_case_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."case_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "atc_subtypes_name_key" ON "atc_subtypes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "atc_subtypes_type_idx" ON "atc_subtypes" USING btree ("type_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "atc_types_code_key" ON "atc_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "case_attachments_case_idx" ON "case_attachments" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_messages_case_idx" ON "case_messages" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_number_key" ON "cases" USING btree ("number");--> statement-breakpoint
CREATE INDEX "cases_customer_idx" ON "cases" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "cases_contract_idx" ON "cases" USING btree ("contract_id");