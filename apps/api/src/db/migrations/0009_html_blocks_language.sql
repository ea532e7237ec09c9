-- The retailer's content exists per language.
--
-- A dynamic page and an HTML block keep their identity (the page id in bookmarked addresses, the
-- block's place and order) in every language, so their texts move to per-language tables; a
-- banner is all text, so its key becomes (code, language). What is already stored was written in
-- the deployment's default language (settings language.default, public scope; the built-in
-- default is ca-ES), and becomes that language's version: the API falls back to it.
CREATE TABLE "html_route_texts" (
	"route_id" integer NOT NULL,
	"language" text NOT NULL,
	"route_path" text NOT NULL,
	"btn_title" text NOT NULL,
	"btn_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "html_route_texts_route_id_language_pk" PRIMARY KEY("route_id","language"),
	CONSTRAINT "html_route_texts_language_check" CHECK ("html_route_texts"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
CREATE TABLE "html_element_texts" (
	"element_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"html_block" text NOT NULL,
	CONSTRAINT "html_element_texts_element_id_language_pk" PRIMARY KEY("element_id","language"),
	CONSTRAINT "html_element_texts_language_check" CHECK ("html_element_texts"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'))
);
--> statement-breakpoint
ALTER TABLE "html_route_texts" ADD CONSTRAINT "html_route_texts_route_id_html_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."html_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "html_element_texts" ADD CONSTRAINT "html_element_texts_element_id_html_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."html_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "html_route_texts" ("route_id", "language", "route_path", "btn_title", "btn_description")
SELECT r."id", d."language", r."route_path", r."btn_title", r."btn_description"
FROM "html_routes" AS r,
  (SELECT COALESCE(
    (SELECT s."data"->'language'->>'default' FROM "settings" AS s WHERE s."scope" = 'public'
      AND s."data"->'language'->>'default' in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE')),
    'ca-ES') AS "language") AS d;--> statement-breakpoint
INSERT INTO "html_element_texts" ("element_id", "language", "name", "html_block")
SELECT e."id", d."language", e."name", e."html_block"
FROM "html_elements" AS e,
  (SELECT COALESCE(
    (SELECT s."data"->'language'->>'default' FROM "settings" AS s WHERE s."scope" = 'public'
      AND s."data"->'language'->>'default' in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE')),
    'ca-ES') AS "language") AS d;--> statement-breakpoint
ALTER TABLE "html_routes" DROP COLUMN "route_path";--> statement-breakpoint
ALTER TABLE "html_routes" DROP COLUMN "btn_title";--> statement-breakpoint
ALTER TABLE "html_routes" DROP COLUMN "btn_description";--> statement-breakpoint
ALTER TABLE "html_elements" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "html_elements" DROP COLUMN "html_block";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "language" text;--> statement-breakpoint
UPDATE "banners" SET "language" = COALESCE(
  (SELECT s."data"->'language'->>'default' FROM "settings" AS s WHERE s."scope" = 'public'
    AND s."data"->'language'->>'default' in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE')),
  'ca-ES');--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" DROP CONSTRAINT "banners_pkey";--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_code_language_pk" PRIMARY KEY("code","language");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_language_check" CHECK ("banners"."language" in ('ca-ES', 'es-ES', 'en-US', 'gl-ES', 'fr-FR', 'de-DE'));
