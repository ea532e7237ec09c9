CREATE TABLE "consumption_month_versions" (
	"supply_point_id" integer NOT NULL,
	"month" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "consumption_month_versions_supply_point_id_month_pk" PRIMARY KEY("supply_point_id","month")
);
--> statement-breakpoint
CREATE TABLE "consumption_months" (
	"supply_point_id" integer NOT NULL,
	"month" date NOT NULL,
	"version" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"bucket" text NOT NULL,
	CONSTRAINT "consumption_months_supply_point_id_month_pk" PRIMARY KEY("supply_point_id","month")
);
--> statement-breakpoint
ALTER TABLE "consumption_months" ADD CONSTRAINT "consumption_months_supply_point_id_supply_points_id_fk" FOREIGN KEY ("supply_point_id") REFERENCES "public"."supply_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Whoever writes readings (the demo, an import, a correction by hand) bumps the version of each
-- month it touched, once per statement: a kept month of an older version is drawn again.
CREATE FUNCTION "consumption_months_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "consumption_month_versions" ("supply_point_id", "month")
    SELECT DISTINCT "supply_point_id", date_trunc('month', "day")::date FROM "touched_days"
  ON CONFLICT ("supply_point_id", "month") DO UPDATE SET "version" = "consumption_month_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "consumption_days_inserted" AFTER INSERT ON "consumption_days"
  REFERENCING NEW TABLE AS "touched_days" FOR EACH STATEMENT EXECUTE FUNCTION "consumption_months_touched"();
--> statement-breakpoint
CREATE TRIGGER "consumption_days_deleted" AFTER DELETE ON "consumption_days"
  REFERENCING OLD TABLE AS "touched_days" FOR EACH STATEMENT EXECUTE FUNCTION "consumption_months_touched"();
--> statement-breakpoint
-- An update may move a row to another day: the months it left and the months it reached.
CREATE FUNCTION "consumption_months_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "consumption_month_versions" ("supply_point_id", "month")
    SELECT "supply_point_id", date_trunc('month', "day")::date FROM "days_before"
    UNION SELECT "supply_point_id", date_trunc('month', "day")::date FROM "days_after"
  ON CONFLICT ("supply_point_id", "month") DO UPDATE SET "version" = "consumption_month_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "consumption_days_updated" AFTER UPDATE ON "consumption_days"
  REFERENCING OLD TABLE AS "days_before" NEW TABLE AS "days_after" FOR EACH STATEMENT EXECUTE FUNCTION "consumption_months_updated"();
--> statement-breakpoint
-- TRUNCATE has no rows to name: every kept month goes.
CREATE FUNCTION "consumption_months_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "consumption_months";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "consumption_days_truncated" AFTER TRUNCATE ON "consumption_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "consumption_months_emptied"();
