import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { hashDemoLogins, seedDemoCustomers, seedDemoLogins } from './demo/demo-accounts.ts';
import { seedDemoCases } from './demo/demo-cases.ts';
import { seedDemoContent } from './demo/demo-content.ts';
import { seedDemoContracts } from './demo/demo-contracts.ts';
import { seedDemoCoupons } from './demo/demo-coupons.ts';
import { seedDemoInvoices } from './demo/demo-invoices.ts';
import { DEMO_DOMESTIC_TAX_ID } from './demo/demo-invoices-data.ts';
import { seedDemoNewsletters } from './demo/demo-newsletters.ts';
import { madridToday } from './demo/invoice-periods.ts';
import { seedSignupCustomers, signupCustomerContracts, signupTestCustomerTaxIds } from './e2e/signup-customers.ts';
import { seedTestCustomerAccounts, testCustomerContracts, testCustomerTaxIds } from './e2e/test-customers.ts';

export { DEMO_CLIENT, DEMO_PASSWORD, DEMO_PERSONAS } from './demo/demo-accounts.ts';
export { DEMO_CNAES, seedDemoCnaesIfMissing } from './demo/demo-cnaes.ts';
export { DEMO_DEFAULTED_TAX_IDS, seedDemoDefaultedTaxIdsIfMissing } from './demo/demo-defaulted-tax-ids.ts';
export { seedDemoInvoicesIfMissing } from './demo/demo-invoices.ts';
export { DEMO_OMIP_PRODUCTS, seedDemoOmipIfMissing } from './demo/demo-omip.ts';
export { DEMO_PRODUCT_OFFERS, DEMO_PROMOCODE, seedDemoProductOffersIfMissing } from './demo/demo-product-offers.ts';
export { DEMO_REGISTRY_CUPS, seedDemoRegistryIfMissing } from './demo/demo-registry.ts';
export { DEMO_STAFF, seedDemoStaffIfMissing } from './demo/demo-staff.ts';
export { ensureStaffAccount } from './reference/staff-accounts.ts';

export interface SeedOptions {
  /** Copies of the household persona for tests (SEED_TEST_CUSTOMERS, test-customers.ts); none by default. */
  testCustomers?: number;
  /** <PUBLIC_URL>, which the demo's past mails link to (demo-invoice-mails.ts). */
  publicUrl?: string;
}

/**
 * Seeds the demo data set into an empty database (no users yet) in one transaction, so a
 * crash half-way leaves the database empty and the next start seeds again. Answers whether
 * it seeded. Deterministic: the same rows on every fresh database (only hash salts differ).
 */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<boolean> {
  const testCustomers = options.testCustomers ?? 0;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  const logins = hashDemoLogins();
  await db.transaction(async (tx) => {
    await seedDemoCustomers(tx);
    await seedTestCustomerAccounts(tx, testCustomers);
    // Customers with contracts and invoices but no account, for sign-up (docs/signup.md).
    await seedSignupCustomers(tx, testCustomers);
    await seedDemoContent(tx, madridToday());
    await seedDemoCoupons(tx, testCustomerTaxIds(testCustomers));
    await seedDemoContracts(tx, [
      ...Array.from({ length: testCustomers }, (_, i) => testCustomerContracts(i + 1)),
      ...signupCustomerContracts(testCustomers),
    ]);
    // The logins once their hashes are ready, before the invoices, whose mails go to the users' addresses.
    await seedDemoLogins(tx, await logins);
    // Two years of invoices up to today, computed by the billing engine from seeded consumption.
    await seedDemoInvoices(
      tx,
      madridToday(),
      [...testCustomerTaxIds(testCustomers), ...signupTestCustomerTaxIds(testCustomers)],
      options.publicUrl,
    );
    // Two answered requests of the household persona (and its copies): the mailbox is not empty.
    await seedDemoCases(tx, [DEMO_DOMESTIC_TAX_ID, ...testCustomerTaxIds(testCustomers)]);
    // The newsletters, and the household persona subscribed to two of them, one locked (docs/newsletters.md).
    await seedDemoNewsletters(tx, testCustomerTaxIds(testCustomers));
  });
  return true;
}
