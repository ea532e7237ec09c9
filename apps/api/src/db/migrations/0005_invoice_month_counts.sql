-- Invoice counts per customer, kind and month of invoice date, all, open and paid (schema
-- invoiceMonthCounts): the count of a list filtered by a date range and a state sums the months
-- the range covers whole (bench/invoices-list.ts: a year of a large customer's paid invoices cost
-- 17,000 index entries per page). Kept by statement triggers, like invoice_counts (0004); an
-- update moves an invoice between months or states (a payment), so its old row is taken off
-- and its new row added.
CREATE TABLE "invoice_month_counts" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"invoices" integer NOT NULL,
	"open" integer NOT NULL,
	"paid" integer NOT NULL,
	CONSTRAINT "invoice_month_counts_customer_id_kind_month_pk" PRIMARY KEY("customer_id","kind","month")
);
--> statement-breakpoint
ALTER TABLE "invoice_month_counts" ADD CONSTRAINT "invoice_month_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION invoice_month_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_month_counts AS c (customer_id, kind, month, invoices, open, paid)
    SELECT customer_id, kind, date_trunc('month', invoice_date)::date, count(*),
           count(*) FILTER (WHERE amount_pending > 0), count(*) FILTER (WHERE amount_pending = 0)
    FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (customer_id, kind, month)
      DO UPDATE SET invoices = c.invoices + excluded.invoices, open = c.open + excluded.open, paid = c.paid + excluded.paid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_month_counts_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_month_counts_insert();--> statement-breakpoint
CREATE FUNCTION invoice_month_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_month_counts c SET invoices = c.invoices - r.invoices, open = c.open - r.open, paid = c.paid - r.paid
    FROM (SELECT customer_id, kind, date_trunc('month', invoice_date)::date AS month, count(*)::int AS invoices,
                 (count(*) FILTER (WHERE amount_pending > 0))::int AS open, (count(*) FILTER (WHERE amount_pending = 0))::int AS paid
          FROM removed GROUP BY 1, 2, 3) r
    WHERE c.customer_id = r.customer_id AND c.kind = r.kind AND c.month = r.month;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_month_counts_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_month_counts_delete();--> statement-breakpoint
CREATE FUNCTION invoice_month_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_month_counts AS c (customer_id, kind, month, invoices, open, paid)
    SELECT customer_id, kind, month, sum(d),
           coalesce(sum(d) FILTER (WHERE amount_pending > 0), 0), coalesce(sum(d) FILTER (WHERE amount_pending = 0), 0)
    FROM (SELECT customer_id, kind, date_trunc('month', invoice_date)::date AS month, amount_pending, 1 AS d FROM new_rows
          UNION ALL
          SELECT customer_id, kind, date_trunc('month', invoice_date)::date, amount_pending, -1 FROM old_rows) moved
    GROUP BY customer_id, kind, month
    HAVING sum(d) <> 0 OR coalesce(sum(d) FILTER (WHERE amount_pending > 0), 0) <> 0
        OR coalesce(sum(d) FILTER (WHERE amount_pending = 0), 0) <> 0
    ORDER BY customer_id, kind, month
    ON CONFLICT (customer_id, kind, month)
      DO UPDATE SET invoices = c.invoices + excluded.invoices, open = c.open + excluded.open, paid = c.paid + excluded.paid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_month_counts_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_month_counts_update();--> statement-breakpoint
CREATE FUNCTION invoice_month_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_month_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_month_counts_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_month_counts_truncate();--> statement-breakpoint
-- Invoices already there.
INSERT INTO invoice_month_counts (customer_id, kind, month, invoices, open, paid)
  SELECT customer_id, kind, date_trunc('month', invoice_date)::date, count(*),
         count(*) FILTER (WHERE amount_pending > 0), count(*) FILTER (WHERE amount_pending = 0)
  FROM invoices GROUP BY 1, 2, 3;
