CREATE TABLE "signup_warnings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"warned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_warnings" ADD CONSTRAINT "signup_warnings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;