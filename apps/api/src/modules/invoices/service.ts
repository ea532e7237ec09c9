import { FILTER_PARAM_FIELDS, type TFilterParamField, type TInvoiceFilterTerm, type TInvoiceKind } from '@portal/domain';
import { FilterChoicesCache, type TFilterChoices } from './filter-choices-cache.ts';
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
   * The choices of the autocomplete filters, as the JSON text of a TFilterParamsResponse:
   * distinct, sorted values of the user's invoices of a kind, each field written once per version.
   */
  async filterParams(userId: number, kind: TInvoiceKind, fields: readonly TFilterParamField[]): Promise<string> {
    // No version: the customer has never had invoices of this kind, so there is nothing to offer.
    const owner = await this.repo.filterValuesVersion(userId, kind);
    const json =
      owner?.version == null
        ? undefined
        : await this.choices.get(owner.customerId, kind, owner.version, async () =>
            sortedChoices(await this.repo.filterValues(owner.customerId, kind, FILTER_PARAM_FIELDS)),
          );
    // The names are FILTER_PARAM_FIELDS' own (the query schema lets no other through): nothing to escape.
    return `{${fields.map((field) => `"${field}":${json?.[field] ?? '[]'}`).join(',')}}`;
  }
}
