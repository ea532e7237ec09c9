import type { TInvoiceFilterTerm, TInvoiceKind } from '@portal/domain';

export interface TInvoiceListRequest {
  kind: TInvoiceKind;
  offset: number;
  limit: number;
  /** The terms the server filters by (conditionsToTerms), none for the whole list; written on the wire only by invoiceListQuery. */
  filter: readonly TInvoiceFilterTerm[];
}

/** Query keys of the invoices feature: a payment invalidates everything under ['invoices']. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: (kind: TInvoiceKind) => ['invoices', 'list', kind] as const,
  list: (request: TInvoiceListRequest) => ['invoices', 'list', request.kind, request] as const,
  filterParams: (kind: TInvoiceKind) => ['invoices', 'filter-params', kind] as const,
};
