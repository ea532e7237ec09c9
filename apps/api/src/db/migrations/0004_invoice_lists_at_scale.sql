-- Invoice lists of large customers (tens of thousands of invoices; bench/invoices-list.ts).
-- Indexes: NULLS FIRST, the order `order by … desc` asks for (the 0003 indexes said NULLS LAST, so
-- every page sorted all of a customer's invoices); amount_pending in the list index and a partial
-- index of open invoices for the state filter; the paid_status index, which no query used, goes.
-- invoice_counts and invoice_filter_values are kept here by statement triggers, so the unfiltered
-- total and GET filter/params read a few rows instead of every invoice of the customer.
CREATE TABLE "invoice_counts" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"invoices" integer NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "invoice_counts_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "invoice_filter_values" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "invoice_filter_values_customer_id_kind_field_value_pk" PRIMARY KEY("customer_id","kind","field","value")
);
--> statement-breakpoint
DROP INDEX "invoices_paid_status_idx";--> statement-breakpoint
DROP INDEX "invoices_list_idx";--> statement-breakpoint
DROP INDEX "invoices_contract_idx";--> statement-breakpoint
ALTER TABLE "invoice_counts" ADD CONSTRAINT "invoice_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_filter_values" ADD CONSTRAINT "invoice_filter_values_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("customer_id","kind","invoice_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invoices"."amount_pending" > 0;--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("customer_id","kind","invoice_date" DESC NULLS FIRST,"id" DESC NULLS FIRST,"amount_pending");--> statement-breakpoint
CREATE INDEX "invoices_contract_idx" ON "invoices" USING btree ("customer_id","kind","contract_name","invoice_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The filter values of some (customer, kind) groups, collected again from their invoices and points
-- (after deletions and changes of what invoices print, which are rare: additions only add values).
CREATE FUNCTION invoice_filter_values_refresh(customer_ids integer[], kinds text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM invoice_filter_values f USING unnest(customer_ids, kinds) AS g(customer_id, kind)
    WHERE f.customer_id = g.customer_id AND f.kind = g.kind;
  INSERT INTO invoice_filter_values (customer_id, kind, field, value)
    SELECT i.customer_id, i.kind, v.field, v.value
    FROM unnest(customer_ids, kinds) AS g(customer_id, kind)
    JOIN invoices i ON i.customer_id = g.customer_id AND i.kind = g.kind
    CROSS JOIN LATERAL (VALUES ('cups', i.cups_name), ('addresses', i.cups_address), ('contracts', i.contract_name),
                               ('vats', i.payer_vat)) AS v(field, value)
    WHERE v.value <> '' AND (i.kind <> 'multipoint' OR v.field = 'vats')
    UNION
    SELECT i.customer_id, i.kind, v.field, v.value
    FROM unnest(customer_ids, kinds) AS g(customer_id, kind)
    JOIN invoices i ON i.customer_id = g.customer_id AND i.kind = g.kind
    JOIN invoice_points p ON p.invoice_id = i.id
    CROSS JOIN LATERAL (VALUES ('cups', p.cups_name), ('addresses', p.cups_address), ('contracts', p.contract_name)) AS v(field, value)
    WHERE v.value <> '' AND i.kind = 'multipoint'
    ORDER BY 1, 2, 3, 4;
  UPDATE invoice_counts c SET version = c.version + 1
    FROM (SELECT DISTINCT customer_id, kind FROM unnest(customer_ids, kinds) AS u(customer_id, kind)) g
    WHERE c.customer_id = g.customer_id AND c.kind = g.kind;
$$;--> statement-breakpoint
-- Added invoices: counted, and their values added (single invoices print contract, CUPS and
-- address; a multipoint invoice only its payer, its points carry the rest).
CREATE FUNCTION invoices_summaries_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts (customer_id, kind, invoices, version)
    SELECT customer_id, kind, count(*), 1 FROM added GROUP BY customer_id, kind ORDER BY customer_id, kind
    ON CONFLICT (customer_id, kind)
      DO UPDATE SET invoices = invoice_counts.invoices + excluded.invoices, version = invoice_counts.version + 1;
  INSERT INTO invoice_filter_values (customer_id, kind, field, value)
    SELECT DISTINCT a.customer_id, a.kind, v.field, v.value
    FROM added a
    CROSS JOIN LATERAL (VALUES ('cups', a.cups_name), ('addresses', a.cups_address), ('contracts', a.contract_name),
                               ('vats', a.payer_vat)) AS v(field, value)
    WHERE v.value <> '' AND (a.kind <> 'multipoint' OR v.field = 'vats')
    ORDER BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_summaries_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_summaries_insert();--> statement-breakpoint
CREATE FUNCTION invoices_summaries_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer_ids integer[];
  kinds text[];
BEGIN
  UPDATE invoice_counts c SET invoices = c.invoices - r.n, version = c.version + 1
    FROM (SELECT customer_id, kind, count(*)::int AS n FROM removed GROUP BY customer_id, kind) r
    WHERE c.customer_id = r.customer_id AND c.kind = r.kind;
  SELECT array_agg(customer_id), array_agg(kind) INTO customer_ids, kinds FROM (SELECT DISTINCT customer_id, kind FROM removed) g;
  PERFORM invoice_filter_values_refresh(customer_ids, kinds);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_summaries_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_summaries_delete();--> statement-breakpoint
-- Updates: only rows whose owner, kind or printed values changed matter (a payment changes none).
CREATE FUNCTION invoices_summaries_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer_ids integer[];
  kinds text[];
BEGIN
  SELECT array_agg(customer_id), array_agg(kind) INTO customer_ids, kinds FROM (
    SELECT DISTINCT customer_id, kind FROM (
      (SELECT id, customer_id, kind, cups_name, cups_address, contract_name, payer_vat FROM old_rows
       EXCEPT ALL SELECT id, customer_id, kind, cups_name, cups_address, contract_name, payer_vat FROM new_rows)
      UNION ALL
      (SELECT id, customer_id, kind, cups_name, cups_address, contract_name, payer_vat FROM new_rows
       EXCEPT ALL SELECT id, customer_id, kind, cups_name, cups_address, contract_name, payer_vat FROM old_rows)
    ) changed
  ) g;
  IF customer_ids IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO invoice_counts (customer_id, kind, invoices, version)
    SELECT customer_id, kind, sum(d)::int, 1
    FROM (SELECT customer_id, kind, 1 AS d FROM new_rows UNION ALL SELECT customer_id, kind, -1 FROM old_rows) moved
    GROUP BY customer_id, kind HAVING sum(d) <> 0 ORDER BY customer_id, kind
    ON CONFLICT (customer_id, kind)
      DO UPDATE SET invoices = invoice_counts.invoices + excluded.invoices, version = invoice_counts.version + 1;
  PERFORM invoice_filter_values_refresh(customer_ids, kinds);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_summaries_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_summaries_update();--> statement-breakpoint
CREATE FUNCTION invoices_summaries_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_filter_values;
  DELETE FROM invoice_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_summaries_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_summaries_truncate();--> statement-breakpoint
CREATE FUNCTION invoice_points_summaries_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_filter_values (customer_id, kind, field, value)
    SELECT DISTINCT i.customer_id, i.kind, v.field, v.value
    FROM added p
    JOIN invoices i ON i.id = p.invoice_id
    CROSS JOIN LATERAL (VALUES ('cups', p.cups_name), ('addresses', p.cups_address), ('contracts', p.contract_name)) AS v(field, value)
    WHERE v.value <> '' AND i.kind = 'multipoint'
    ORDER BY 1, 2, 3, 4
    ON CONFLICT DO NOTHING;
  UPDATE invoice_counts c SET version = c.version + 1
    FROM (SELECT DISTINCT i.customer_id, i.kind FROM added p JOIN invoices i ON i.id = p.invoice_id) g
    WHERE c.customer_id = g.customer_id AND c.kind = g.kind;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_points_summaries_insert AFTER INSERT ON invoice_points REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_points_summaries_insert();--> statement-breakpoint
-- Points changed or removed: their invoices' groups collected again. Points removed with their
-- invoice have no invoice left here; the invoices' own trigger collects those groups afterwards.
CREATE FUNCTION invoice_points_summaries_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer_ids integer[];
  kinds text[];
BEGIN
  SELECT array_agg(customer_id), array_agg(kind) INTO customer_ids, kinds
    FROM (SELECT DISTINCT i.customer_id, i.kind FROM invoices i WHERE i.id IN (SELECT invoice_id FROM removed)) g;
  PERFORM invoice_filter_values_refresh(customer_ids, kinds);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_points_summaries_delete AFTER DELETE ON invoice_points REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_points_summaries_delete();--> statement-breakpoint
CREATE FUNCTION invoice_points_summaries_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customer_ids integer[];
  kinds text[];
BEGIN
  SELECT array_agg(customer_id), array_agg(kind) INTO customer_ids, kinds
    FROM (SELECT DISTINCT i.customer_id, i.kind FROM invoices i
          WHERE i.id IN (SELECT invoice_id FROM old_rows UNION SELECT invoice_id FROM new_rows)) g;
  PERFORM invoice_filter_values_refresh(customer_ids, kinds);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_points_summaries_update AFTER UPDATE ON invoice_points REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_points_summaries_update();--> statement-breakpoint
CREATE FUNCTION invoice_points_summaries_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM invoice_filter_values_refresh(array_agg(customer_id), array_agg(kind)) FROM invoice_counts WHERE kind = 'multipoint';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_points_summaries_truncate AFTER TRUNCATE ON invoice_points
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_points_summaries_truncate();--> statement-breakpoint
-- Invoices already there (the large data set: a minute or so).
INSERT INTO invoice_counts (customer_id, kind, invoices, version)
  SELECT customer_id, kind, count(*), 1 FROM invoices GROUP BY customer_id, kind;--> statement-breakpoint
SELECT invoice_filter_values_refresh(array_agg(customer_id), array_agg(kind)) FROM invoice_counts;
