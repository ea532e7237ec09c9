import {
  CUSTOMER_MATCH_FIELDS,
  customerSearchTerms,
  type TLanguage,
  type TStaffCustomerContract,
  type TStaffCustomerDetail,
  type TStaffCustomerSearchQuery,
  type TStaffCustomerSearchResponse,
} from '@portal/domain';
import { ApiError } from '../../platform/http/errors.ts';
import type { CustomerContractRow, CustomerSearchRepo } from './repo.ts';

// The drivers answer a json column parsed (node-postgres) or as text (some PGlite paths): both are read.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const contractOf = (row: CustomerContractRow): TStaffCustomerContract => ({
  name: row.name,
  cups: row.cups,
  type: row.type,
  state: row.state,
});

/** Staff's customer search and the customer's card (docs/staff.md, "Customers"); the staff routes answer with it. */
export class CustomerSearchService {
  constructor(private readonly repo: CustomerSearchRepo) {}

  async search(query: TStaffCustomerSearchQuery): Promise<TStaffCustomerSearchResponse> {
    const rows = await this.repo.search(customerSearchTerms(query.q), query.limit);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        tax_id: row.tax_id,
        matched: CUSTOMER_MATCH_FIELDS[row.rank] ?? 'name',
        contracts: parsed(row.contracts).map(contractOf),
        more_contracts: row.more_contracts,
      })),
    };
  }

  exists(customerId: number): Promise<boolean> {
    return this.repo.exists(customerId);
  }

  /** The customer, its users (who signs in, in which language; no secret) and contracts. 404 customer_not_found. */
  async card(customerId: number): Promise<TStaffCustomerDetail> {
    const row = await this.repo.card(customerId);
    if (!row) throw new ApiError(404, 'customer_not_found', 'customer_not_found');
    return {
      id: row.id,
      name: row.name,
      tax_id: row.tax_id,
      created_at: new Date(row.created_at).toISOString(),
      users: parsed(row.users).map((user) => ({ id: user.id, login: user.login, name: user.name, locale: user.locale as TLanguage })),
      contracts: parsed(row.contracts).map(contractOf),
      more_contracts: row.more_contracts,
    };
  }
}
