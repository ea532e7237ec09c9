import { CANCELLING_RECTIFICATIVE_TYPES, CUSTOMER_PAYS } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';

/*
 * The invoice list is written as JSON by PostgreSQL, not by the portal: a page is 100 invoices
 * by default (customer-area §9; up to INVOICE_MAX_PAGE_SIZE), and decoding their rows, mapping them and serialising the result
 * in Node cost several times what the database spends finding them (docs/decisions.md, "Invoices
 * and consumption at scale"). These expressions read the list's rows under the alias `i`.
 */

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * A card payment of the invoice awaits its answer: "payment in process", and not
 * payable meanwhile. One probe per invoice of the page into payments_in_process_idx (migration
 * 0007), a partial index of the few attempts in flight: nothing is read for the others.
 */
const inProcess = sql`exists (select from payments ip where ip.invoice_id = i.id and ip.status = 'processing')`;

/**
 * isInvoicePayable of the domain, in SQL, from the same constants: something pending, in a state
 * in which the customer is the one to pay, not a cancelling invoice, and no payment in process. The API tests hold every
 * listed invoice to the domain function.
 */
const owed = sql`(i.amount_pending > 0 and i.paid_status in (${list(CUSTOMER_PAYS)})
  and i.rectificative_type not in (${list(CANCELLING_RECTIFICATIVE_TYPES)}))`;
const payable = sql`(${owed} and not ${inProcess})`;
// Only an invoice the customer owes can have an attempt in flight: a settled one skips the probe.
const paymentInProcess = sql`(${owed} and ${inProcess})`;

// A multipoint invoice's supply points, in print order (only multipoint lists pay for this subquery).
const points = sql`(select coalesce(json_agg(json_build_object('contract_name', p.contract_name, 'cups_name', p.cups_name,
  'full_address', p.cups_address, 'energy_consumed', p.energy_kwh::float8, 'amount_total', p.amount_total::float8)
  order by p.position), '[]'::json) from invoice_points p where p.invoice_id = i.id)`;

/**
 * The columns of one invoice `i` in the wire shape of customer-area §3 (ZInvoiceSchema), named and
 * ordered as its fields: a row of them is what json_agg writes as one invoice (a record's columns
 * cost PostgreSQL less to write than a json_build_object of the same). Amounts and energy go out
 * as float8, which prints the shortest exact decimal, as JavaScript numbers do; dates print as
 * ISO dates. A multipoint invoice has no cups or contract of its own (its points carry them);
 * payment happens inside the portal (POST pay), so there is no outside payment link.
 */
export function invoiceJsonColumns(multipoint: boolean): SQL {
  return sql`i.id, i.id as invoice_id, i.number,
    i.invoice_date as date, i.start_date, i.end_date, i.kind as type,
    case when i.kind <> 'multipoint' and i.cups_name <> ''
      then json_build_object('name', i.cups_name, 'full_address', coalesce(i.cups_address, '')) end as cups,
    case when i.kind <> 'multipoint' and i.contract_name <> ''
      then json_build_object('name', i.contract_name, 'type', i.kind) end as contract,
    i.energy_kwh::float8 as energy_consumed, i.amount_total::float8 as amount_total,
    i.amount_pending::float8 as amount_pending,
    case when ${payable} then i.amount_pending::float8 else 0 end as amount_to_pay,
    i.paid_status, i.rectificative_type, i.pending_state_history,
    json_build_object('payment_enabled', ${payable}, 'payment_link', null,
      'rel_object_type', case when i.kind = 'multipoint' then 'multipoint.invoice' else 'account.invoice' end,
      'payment_in_process', ${paymentInProcess}) as online_payment,
    i.address_invoice_id,
    ${multipoint ? points : sql`'[]'::json`} as points`;
}
