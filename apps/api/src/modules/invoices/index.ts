import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { InvoicesRepo } from './repo.ts';
import { invoicesRoutes } from './routes.ts';
import { InvoicesService } from './service.ts';

/** Settles an invoice in a payment's transaction (the invoices module owns the invoices). */
export { invoiceUpdates, type SettledEntry } from './invoice-updates.ts';
/** The overview's reads: the user's invoices with something pending, and each contract's last billed day. */
export { lastBilledDaysReader, pendingInvoicesReader, type TPendingInvoice } from './pending-invoices.ts';

/** The invoice lists (single and multipoint) and the choices of their filters. */
export function invoicesModule({ db }: { db: Database }): ApiModule {
  const service = new InvoicesService(new InvoicesRepo(db));
  return {
    routes: async (app) => {
      await app.register(invoicesRoutes, { service });
    },
  };
}
