CREATE TABLE "coupon_campaign_texts" (
	"campaign_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "coupon_campaign_texts_campaign_id_language_pk" PRIMARY KEY("campaign_id","language"),
	CONSTRAINT "coupon_campaign_texts_language_check" CHECK ("coupon_campaign_texts"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE')),
	CONSTRAINT "coupon_campaign_texts_url_check" CHECK ("coupon_campaign_texts"."url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "coupon_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_coupon_texts" (
	"coupon_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "customer_coupon_texts_coupon_id_language_pk" PRIMARY KEY("coupon_id","language"),
	CONSTRAINT "customer_coupon_texts_language_check" CHECK ("customer_coupon_texts"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "customer_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"campaign_id" integer,
	"code" text,
	"code_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_coupons_shape_check" CHECK (("customer_coupons"."campaign_id" is null) = ("customer_coupons"."code" is null) and ("customer_coupons"."campaign_id" is null) = ("customer_coupons"."code_url" is null)),
	CONSTRAINT "customer_coupons_code_url_check" CHECK ("customer_coupons"."code_url" ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "coupon_campaign_texts" ADD CONSTRAINT "coupon_campaign_texts_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupon_texts" ADD CONSTRAINT "customer_coupon_texts_coupon_id_customer_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."customer_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_coupons" ADD CONSTRAINT "customer_coupons_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_coupons_customer_idx" ON "customer_coupons" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_coupons_code_key" ON "customer_coupons" USING btree ("code");