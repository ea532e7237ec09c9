import { useQuery } from '@tanstack/react-query';
import { invoiceListQuery } from './get-invoices.ts';

/**
 * Whether the customer has multipoint invoices: GET /api/v1/invoices_multipoint/?offset=0&limit=1,
 * asked only when the deployment enables multipoint. Only customers with several supplies
 * invoiced together have any, and the others should not see an empty tab.
 */
export const useHasMultipointInvoices = (enabled: boolean) =>
  useQuery({ ...invoiceListQuery({ kind: 'multipoint', offset: 0, limit: 1, filter: [] }), enabled, select: (page) => page.n_items > 0 });
