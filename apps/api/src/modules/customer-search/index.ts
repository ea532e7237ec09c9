import type { Database } from '../../db/database.ts';
import { CustomerSearchRepo } from './repo.ts';
import { CustomerSearchService } from './service.ts';

export type { CustomerSearchService } from './service.ts';

/**
 * Staff's customer search (docs/staff.md, "Customers"): a query module with no table and no
 * route of its own. It reads the auth, contracts and invoices modules' tables (anyone reads;
 * ARCHITECTURE.md, "Who owns each table"); the staff routes answer with it, behind the staff token.
 */
export function customerSearchModule({ db }: { db: Database }): { service: CustomerSearchService } {
  return { service: new CustomerSearchService(new CustomerSearchRepo(db)) };
}
