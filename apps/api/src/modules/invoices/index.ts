import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import { invoiceIssuedMail } from './invoice-issued-mail.ts';
import { InvoicesRepo } from './repo.ts';
import { invoicesRoutes } from './routes.ts';
import { InvoicesService } from './service.ts';

/** The invoice issued mail (the demo seed writes each demo invoice's with it). */
export { type InvoiceIssuedData, invoiceIssuedMail } from './invoice-issued-mail.ts';
/** Settles an invoice in a payment's transaction, asks a new contract's initial payment (the invoices module owns the invoices). */
export { type InitialPaymentInvoice, initialPaymentNumber, invoiceUpdates, type SettledEntry } from './invoice-updates.ts';
/** The overview's reads: the user's invoices with something pending, and each contract's last billed day. */
export { lastBilledDaysReader, pendingInvoicesReader, type TPendingInvoice } from './pending-invoices.ts';

/** The invoice lists (single and multipoint) and the choices of their filters. */
export function invoicesModule({ db, mail }: { db: Database; mail: MailService }): ApiModule {
  mail.register('invoice_issued', invoiceIssuedMail);
  const service = new InvoicesService(new InvoicesRepo(db));
  return {
    routes: async (app) => {
      await app.register(invoicesRoutes, { service });
    },
  };
}
