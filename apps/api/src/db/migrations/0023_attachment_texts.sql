-- A retailer's document's title and category per language: the contract page lists them in the
-- customer's language; a language without a row shows the attachment's own name and category.
CREATE TABLE "attachment_texts" (
	"attachment_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	CONSTRAINT "attachment_texts_attachment_id_language_pk" PRIMARY KEY("attachment_id","language"),
	CONSTRAINT "attachment_texts_language_check" CHECK ("attachment_texts"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
ALTER TABLE "attachment_texts" ADD CONSTRAINT "attachment_texts_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;