import {
  INVOICE_FILTER_INVALID,
  parseInvoiceFilter,
  type TFilterParamField,
  type TFilterParamsResponse,
  type TInvoiceKind,
  type TInvoiceListResponse,
} from '@portal/domain';
import { ApiError } from '../../platform/errors.ts';
import { toInvoice } from './invoice-mapper.ts';
import type { InvoicesRepo } from './repo.ts';

export interface InvoiceListParams {
  offset: number;
  limit: number;
  filter?: string | undefined;
}

// Codes, tax ids and addresses sorted as a Spanish reader expects (accents beside their letter, numbers by value).
const collator = new Intl.Collator('es', { numeric: true });

export class InvoicesService {
  constructor(private readonly repo: InvoicesRepo) {}

  /** A page of the user's invoices of a kind; a filter outside the whitelist is a 400. */
  async list(userId: number, kind: TInvoiceKind, params: InvoiceListParams): Promise<TInvoiceListResponse> {
    const parsed = parseInvoiceFilter(params.filter);
    if (!parsed.ok) throw new ApiError(400, INVOICE_FILTER_INVALID, INVOICE_FILTER_INVALID);
    const customerId = await this.repo.customerIdOf(userId);
    if (customerId === undefined) return { n_items: 0, offset: params.offset, limit: params.limit, items: [] };
    const page = await this.repo.page(customerId, { kind, terms: parsed.terms, offset: params.offset, limit: params.limit });
    return { n_items: page.total, offset: params.offset, limit: params.limit, items: page.rows.map(toInvoice) };
  }

  /** The choices of the autocomplete filters: distinct, sorted values of the user's invoices of a kind. */
  async filterParams(userId: number, kind: TInvoiceKind, fields: readonly TFilterParamField[]): Promise<TFilterParamsResponse> {
    const customerId = await this.repo.customerIdOf(userId);
    if (customerId === undefined) return Object.fromEntries(fields.map((field) => [field, []]));
    const lists = await Promise.all(fields.map((field) => this.repo.distinctValues(customerId, kind, field)));
    return Object.fromEntries(fields.map((field, i) => [field, [...new Set(lists[i])].sort(collator.compare)]));
  }
}
