import { mkdirSync } from 'node:fs';
import { DEMO_SIGNUP_INDEX, signupCustomer, signupCustomerIndexes } from '../../apps/api/src/seed/e2e/signup-customer-ids.ts';
import { TEST_CUSTOMER_CLAIMS, TEST_CUSTOMERS } from '../servers.ts';

/** A customer with contracts and invoices and no account (apps/api/src/seed/e2e/signup-customers.ts). */
export interface TUnregisteredCustomer {
  index: number;
  nif: string;
  contract: string;
  /** The e-mail the retailer has for it: the only address sign-up sends its link to. */
  email: string;
}

/**
 * Takes a sign-up customer no other test of this run has taken, as own-customer.ts takes test
 * customers: a claim is a directory made with mkdir, which only one process can create. The
 * demo's own sign-up customer is left for people trying the demo.
 */
export function claimUnregisteredCustomer(): TUnregisteredCustomer {
  for (const index of signupCustomerIndexes(TEST_CUSTOMERS).filter((i) => i !== DEMO_SIGNUP_INDEX)) {
    try {
      mkdirSync(`${TEST_CUSTOMER_CLAIMS}/signup-${index}`);
      return { index, ...signupCustomer(index) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('all sign-up customers are taken: raise SIGNUP_TEST_CUSTOMERS in apps/api/src/seed/e2e/signup-customer-ids.ts');
}
