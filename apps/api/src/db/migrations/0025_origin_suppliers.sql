CREATE TABLE "origin_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "origin_suppliers_kind_check" CHECK ("origin_suppliers"."kind" in ('electricity', 'gas', 'both'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "origin_suppliers_name_key" ON "origin_suppliers" USING btree ("name");