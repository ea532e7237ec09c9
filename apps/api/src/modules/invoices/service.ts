import { FILTER_PARAM_FIELDS, type TFilterParamField, type TInvoiceFilterTerm, type TInvoiceKind } from '@portal/domain';
import { FilterChoicesCache, filterParamsJson, type TFilterChoices } from './filter-choices-cache.ts';
import type { InvoicesRepo } from './repo.ts';

export interface InvoiceListParams {
  offset: number;
  limit: number;
  /** The terms the query schema read from `filter=` (ZInvoiceFilterSchema): none, or whitelisted and typed. */
  filter: readonly TInvoiceFilterTerm[];
}

// Codes, tax ids and addresses sorted as a Spanish reader expects (accents beside their letter, numbers by value).
const collator = new Intl.Collator('es', { numeric: true });

const sortedChoices = (values: TFilterChoices): TFilterChoices => ({
  cups: values.cups.sort(collator.compare),
  addresses: values.addresses.sort(collator.compare),
  contracts: values.contracts.sort(collator.compare),
  vats: values.vats.sort(collator.compare),
});

export class InvoicesService {
  constructor(
    private readonly repo: InvoicesRepo,
    private readonly choices = new FilterChoicesCache(),
  ) {}

  /**
   * A page of the user's invoices of a kind as the JSON text of a TInvoiceListResponse: the items
   * come written by PostgreSQL (invoice-json-sql.ts), so they are passed through, not re-encoded.
   */
  async list(userId: number, kind: TInvoiceKind, params: InvoiceListParams): Promise<string> {
    const page = await this.repo.page(userId, { kind, terms: params.filter, offset: params.offset, limit: params.limit });
    // offset and limit are integers the query schema validated: nothing to escape.
    return `{"n_items":${page?.total ?? 0},"offset":${params.offset},"limit":${params.limit},"items":${page?.itemsJson ?? '[]'}}`;
  }

  /**
   * The choices of the autocomplete filters, as the JSON of a TFilterParamsResponse: distinct,
   * sorted values of the user's invoices of a kind, each field written once per version (a large
   * customer's whole answer kept as bytes).
   */
  async filterParams(userId: number, kind: TInvoiceKind, fields: readonly TFilterParamField[]): Promise<Buffer | string> {
    // No version: the customer has never had invoices of this kind, so there is nothing to offer.
    const owner = await this.repo.filterValuesVersion(userId, kind);
    if (owner?.version == null) return filterParamsJson(undefined, fields);
    return this.choices.answer(owner.customerId, kind, owner.version, fields, async () =>
      sortedChoices(await this.repo.filterValues(owner.customerId, kind, FILTER_PARAM_FIELDS)),
    );
  }
}
