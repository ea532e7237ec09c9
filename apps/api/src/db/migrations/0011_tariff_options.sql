CREATE TABLE "contract_tariff_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"choice" jsonb NOT NULL,
	"fraction" numeric(5, 4) NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "contract_tariff_options_kind_check" CHECK ("contract_tariff_options"."kind" in ('double_tariff', 'happy_hours', 'happy_day')),
	CONSTRAINT "contract_tariff_options_fraction_check" CHECK ("contract_tariff_options"."fraction" >= 0 and "contract_tariff_options"."fraction" <= 1)
);
--> statement-breakpoint
CREATE TABLE "price_list_options" (
	"price_list_id" integer NOT NULL,
	"kind" text NOT NULL,
	"fraction" numeric(5, 4) NOT NULL,
	"window_hours" smallint,
	"span_months" smallint,
	CONSTRAINT "price_list_options_price_list_id_kind_pk" PRIMARY KEY("price_list_id","kind"),
	CONSTRAINT "price_list_options_kind_check" CHECK ("price_list_options"."kind" in ('double_tariff', 'happy_hours', 'happy_day')),
	CONSTRAINT "price_list_options_fraction_check" CHECK ("price_list_options"."fraction" > 0 and "price_list_options"."fraction" <= 1),
	CONSTRAINT "price_list_options_size_check" CHECK (("price_list_options"."kind" = 'happy_hours') = ("price_list_options"."window_hours" is not null) and ("price_list_options"."kind" = 'double_tariff') = ("price_list_options"."span_months" is not null)),
	CONSTRAINT "price_list_options_window_hours_check" CHECK ("price_list_options"."window_hours" between 1 and 24),
	CONSTRAINT "price_list_options_span_months_check" CHECK ("price_list_options"."span_months" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "contract_tariff_options" ADD CONSTRAINT "contract_tariff_options_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_tariff_options" ADD CONSTRAINT "contract_tariff_options_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_options" ADD CONSTRAINT "price_list_options_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_tariff_options_day_key" ON "contract_tariff_options" USING btree ("contract_id","kind","valid_from");