CREATE TABLE "notification_preferences" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_customer_id_kind_pk" PRIMARY KEY("customer_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('invoice_issued', 'payment_failed', 'change_signed', 'price_alert_fired'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber_emails" (
	"subscriber_id" integer NOT NULL,
	"email" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_subscriber_emails_subscriber_id_email_pk" PRIMARY KEY("subscriber_id","email"),
	CONSTRAINT "newsletter_subscriber_emails_lower_check" CHECK ("newsletter_subscriber_emails"."email" = lower("newsletter_subscriber_emails"."email"))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_language_check" CHECK ("newsletter_subscribers"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"subscriber_id" integer NOT NULL,
	"newsletter_id" integer NOT NULL,
	"exported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_subscriber_id_newsletter_id_pk" PRIMARY KEY("subscriber_id","newsletter_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_texts" (
	"newsletter_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "newsletter_texts_newsletter_id_language_pk" PRIMARY KEY("newsletter_id","language"),
	CONSTRAINT "newsletter_texts_language_check" CHECK ("newsletter_texts"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omip_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omip_settlement_prices" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"price_cents" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "omip_settlement_prices_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"last_fired_at" timestamp with time zone,
	"last_fired_price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_type_check" CHECK ("price_alerts"."type" in ('<', '>', '==')),
	CONSTRAINT "price_alerts_price_check" CHECK ("price_alerts"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "customer_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "electronic_notification" text DEFAULT 'disabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber_emails" ADD CONSTRAINT "newsletter_subscriber_emails_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_texts" ADD CONSTRAINT "newsletter_texts_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omip_settlement_prices" ADD CONSTRAINT "omip_settlement_prices_product_id_omip_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."omip_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_omip_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."omip_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_emails_email_idx" ON "newsletter_subscriber_emails" USING btree ("email");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_customer_idx" ON "newsletter_subscribers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_newsletter_idx" ON "newsletter_subscriptions" USING btree ("newsletter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "omip_products_name_key" ON "omip_products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "price_alerts_customer_idx" ON "price_alerts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "price_alerts_product_idx" ON "price_alerts" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_contract_idx" ON "mail_outbox" USING btree ("contract_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mail_outbox"."contract_id" is not null;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_electronic_notification_check" CHECK ("contracts"."electronic_notification" in ('requested', 'active', 'disabled'));