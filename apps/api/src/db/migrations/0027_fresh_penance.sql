CREATE TABLE "notification_preferences" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_customer_id_kind_pk" PRIMARY KEY("customer_id","kind"),
	CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('invoice_issued', 'payment_failed', 'change_signed', 'price_alert_fired'))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "electronic_notification" text DEFAULT 'disabled' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_contract_idx" ON "mail_outbox" USING btree ("contract_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "mail_outbox"."contract_id" is not null;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_electronic_notification_check" CHECK ("contracts"."electronic_notification" in ('requested', 'active', 'disabled'));