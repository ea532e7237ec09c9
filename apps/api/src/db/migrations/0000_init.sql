CREATE TABLE "api_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'esborrany' NOT NULL,
	CONSTRAINT "contracts_type_check" CHECK ("contracts"."type" in ('electricity', 'gas')),
	CONSTRAINT "contracts_state_check" CHECK ("contracts"."state" in ('esborrany', 'activa', 'baixa', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tax_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"login" text NOT NULL,
	"password_hash" text,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'ca-ES' NOT NULL,
	"change_password" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text,
	"content" text NOT NULL,
	"link" text,
	CONSTRAINT "banners_kind_check" CHECK ("banners"."kind" in ('image', 'html')),
	CONSTRAINT "banners_mime_type_check" CHECK (("banners"."kind" = 'html' and "banners"."mime_type" is null) or ("banners"."kind" = 'image' and "banners"."mime_type" in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')))
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "html_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"group_name" text,
	"html_block" text NOT NULL,
	"block_height" text,
	"block_width" text,
	"page_id" integer
);
--> statement-breakpoint
CREATE TABLE "html_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_path" text NOT NULL,
	"btn_title" text NOT NULL,
	"btn_description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"scope" text PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_scope_check" CHECK ("settings"."scope" in ('public', 'private'))
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_identities" ADD CONSTRAINT "oidc_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "html_elements" ADD CONSTRAINT "html_elements_page_id_html_routes_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."html_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_client_id_key" ON "api_clients" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_name_key" ON "contracts" USING btree ("name");--> statement-breakpoint
CREATE INDEX "contracts_customer_id_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tax_id_key" ON "customers" USING btree ("tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_key" ON "users" USING btree ("login");--> statement-breakpoint
CREATE INDEX "html_elements_group_idx" ON "html_elements" USING btree ("group_name","priority");--> statement-breakpoint
CREATE INDEX "html_elements_page_idx" ON "html_elements" USING btree ("page_id","priority");