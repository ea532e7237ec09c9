import type { TInvoiceKind } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customerOfUser } from '../../db/ownership.ts';
import { rowsOf } from '../../db/rows.ts';
import { invoices, payments } from '../../db/schema/index.ts';

/** The latest card payment attempt of an invoice the user still owes, when it did not succeed. */
export interface TUnsettledAttempt {
  invoiceId: number;
  invoiceNumber: string;
  invoiceKind: TInvoiceKind;
  /** failed: the card was refused or the provider failed; processing / requires_action: awaiting an answer or the card's authentication. */
  status: 'failed' | 'processing' | 'requires_action';
  amountCents: number;
  /** Local day of the attempt's last change. */
  since: string;
}

/**
 * For each of the user's invoices with something pending, its latest payment attempt when it
 * failed or is still pending (the overview's "what waits"): the open invoices through
 * invoices_open_idx, then one probe each into payments_invoice_idx. An attempt cancelled by the
 * customer (canceled) waits for nothing: the invoice's Pay is on the debt card.
 */
export function unsettledAttemptsReader(db: Database) {
  return async (userId: number): Promise<TUnsettledAttempt[]> => {
    const result = await db.execute(sql`
      select i.id as invoice_id, i.number as invoice_number, i.kind as invoice_kind, p.status, p.amount_cents,
             to_char(p.updated_at at time zone 'Europe/Madrid', 'YYYY-MM-DD') as since
      from ${invoices} i
      cross join lateral (
        select ${payments.status} as status, ${payments.amountCents} as amount_cents, ${payments.updatedAt} as updated_at
        from ${payments} where ${payments.invoiceId} = i.id
        order by ${payments.createdAt} desc, ${payments.id} desc limit 1
      ) p
      where i.customer_id = ${customerOfUser(userId)} and i.amount_pending > 0
        and p.status in ('failed', 'processing', 'requires_action')
      order by p.updated_at desc`);
    return rowsOf<{
      invoice_id: number;
      invoice_number: string;
      invoice_kind: TInvoiceKind;
      status: TUnsettledAttempt['status'];
      amount_cents: number;
      since: string;
    }>(result).map((row) => ({
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      invoiceKind: row.invoice_kind,
      status: row.status,
      amountCents: row.amount_cents,
      since: row.since,
    }));
  };
}
