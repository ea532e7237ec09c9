import type { Executor } from '../../db/database.ts';
import { insertOutboxMails, type NewOutboxMail } from '../../db/mail-outbox-repo.ts';
import { type ContractMailTarget, contractMailTarget, mayMail } from '../../modules/communications/index.ts';
import { invoiceIssuedMail } from '../../modules/invoices/index.ts';
import { DEMO_PUBLIC_SETTINGS } from './demo-content.ts';
import type { TPlannedInvoice } from './demo-invoice-plan.ts';

/**
 * The "invoice issued" mail of every demo invoice of one contract, written as the back office
 * would have sent it: rendered by the invoices module's template, into the outbox as already sent
 * on the invoice's day (status `sent`, sent_at the issue date), about its customer and contract,
 * so the contract's communications page shows a real history (docs/communications.md). Each
 * customer's "invoice issued" preference is honoured (mayMail); a contract without an address on
 * file gets none. Multipoint invoices, tied to no one contract, have none either.
 */
export async function writeDemoInvoiceMails(tx: Executor, planned: readonly TPlannedInvoice[], publicUrl: string): Promise<number> {
  const targets = new Map<number, ContractMailTarget | undefined>();
  const allowed = new Map<number, boolean>();
  const mails: NewOutboxMail[] = [];
  for (const invoice of planned) {
    if (invoice.contractId === null || !invoice.number) continue;
    if (!targets.has(invoice.contractId)) {
      targets.set(invoice.contractId, await contractMailTarget(tx, invoice.contractId, publicUrl, DEMO_PUBLIC_SETTINGS.organization.name));
    }
    const target = targets.get(invoice.contractId);
    if (!target) continue;
    if (!allowed.has(target.customerId)) allowed.set(target.customerId, await mayMail(tx, target.customerId, 'invoice_issued'));
    if (!allowed.get(target.customerId)) continue;
    const mail = invoiceIssuedMail(
      { ...target.reader, invoiceNumber: invoice.number, invoiceDate: invoice.invoiceDate, amountTotal: invoice.amountTotal },
      target.reader.language,
    );
    const sentAt = new Date(`${invoice.invoiceDate}T07:00:00Z`);
    mails.push({
      toAddress: target.to,
      language: target.reader.language,
      templateKey: 'invoice_issued',
      ...mail,
      status: 'sent',
      sentAt,
      createdAt: sentAt,
      nextAttemptAt: sentAt,
      customerId: target.customerId,
      contractId: invoice.contractId,
    });
  }
  await insertOutboxMails(tx, mails);
  return mails.length;
}
