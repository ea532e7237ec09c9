import { canPayOnline, type TInvoice, type TInvoiceFilterCondition, type TSettings } from '@portal/domain';

// Newest first: the later invoice date, and on the same day the later id (issued after).
const newerFirst = (a: Pick<TInvoice, 'date' | 'id'>, b: Pick<TInvoice, 'date' | 'id'>) => b.date.localeCompare(a.date) || b.id - a.id;

/** The invoice the download tile means: the newest one (visitor-and-shell §2.2). */
export function newestInvoice<T extends Pick<TInvoice, 'date' | 'id'>>(invoices: readonly T[]): T | undefined {
  return [...invoices].sort(newerFirst)[0];
}

/** The invoice the pay-online tile means: the newest one the customer can pay by card now (customer-area §6). */
export function newestPayableInvoice<T extends Pick<TInvoice, 'date' | 'id' | 'online_payment'>>(
  invoices: readonly T[],
  settings: Pick<TSettings, 'invoices'>,
): T | undefined {
  return newestInvoice(invoices.filter((invoice) => canPayOnline(settings, invoice)));
}

/** Only invoices with something pending can be payable: the pay-online tile looks among those. */
export const OPEN_INVOICES_CONDITION: TInvoiceFilterCondition = {
  id: 'action-open',
  category: 'paid',
  operator: 'exact',
  values: ['open'],
  active: true,
};
