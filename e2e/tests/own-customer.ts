import { mkdirSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { testContractName, testCustomerEmail, testCustomerTaxId } from '../../apps/api/src/seed/e2e/test-customer-ids.ts';
import { DEMO, TEST_CUSTOMER_CLAIMS, TEST_CUSTOMERS } from '../servers.ts';

/** The household persona's address (apps/api/src/seed/demo/demo-accounts.ts), which the copies' addresses derive from. */
const DOMESTIC_EMAIL = 'marta.puig@correu.example';

/** A copy of the household persona 12345678Z that no other test of the run uses. */
export interface TOwnCustomer {
  user: string;
  password: string;
  /** The copy's own e-mail address (marta.puig+test<n>@…), where its mail goes. */
  email: string;
  /** The copy's name of a demo contract: contract('0001001') is this customer's 0001001. */
  contract: (demoName: string) => string;
}

/**
 * Takes the first test customer no other test of this run has taken. A claim is a directory
 * created with mkdir, which fails with EEXIST for every process but one, so two workers never get
 * the same customer. Claims rather than workerIndex arithmetic: a new worker starts after every
 * failure, and --repeat-each multiplies the tests, yet each claim uses exactly one customer.
 */
function claimTestCustomer(): number {
  for (let index = 1; index <= TEST_CUSTOMERS; index++) {
    try {
      mkdirSync(`${TEST_CUSTOMER_CLAIMS}/${index}`);
      return index;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`all ${TEST_CUSTOMERS} test customers are taken: raise TEST_CUSTOMERS in e2e/servers.ts`);
}

/**
 * `test` with an `ownCustomer` fixture, for tests that change what they use (pay an invoice,
 * change a contract or a password): each such test gets its own customer with the persona's
 * contracts and invoices, so its changes never reach another test, whatever the order,
 * parallelism or repetition. Tests that only read keep the shared demo personas.
 */
export const test = base.extend<{ ownCustomer: TOwnCustomer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  ownCustomer: async ({}, use) => {
    const index = claimTestCustomer();
    await use({
      user: testCustomerTaxId(index),
      password: DEMO.domestic.password,
      email: testCustomerEmail(DOMESTIC_EMAIL, index),
      contract: (demoName) => testContractName(demoName, index),
    });
  },
});
