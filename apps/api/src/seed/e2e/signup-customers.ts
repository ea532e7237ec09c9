import type { Executor } from '../../db/database.ts';
import { customers } from '../../db/schema/index.ts';
import type { DemoCustomerContracts } from '../demo/demo-reference-data.ts';
import { DEMO_SIGNUP_INDEX, MAX_TEST_CUSTOMERS_WITH_SIGNUP, signupCustomerEmail, signupCustomerIndexes } from './signup-customer-ids.ts';
import { testCustomerTaxId } from './test-customer-ids.ts';
import { testCustomerContracts } from './test-customers.ts';

/** The demo's customer without an account (README, personas): the household's contracts and invoices. */
export const DEMO_SIGNUP_NAME = 'Laia Ferrer Costa';
const TEST_SIGNUP_NAME = 'Client Sense Compte';

const nameOf = (index: number) => (index === DEMO_SIGNUP_INDEX ? DEMO_SIGNUP_NAME : TEST_SIGNUP_NAME);

/** The tax ids of the tests' sign-up customers (the demo's is billed with the personas, demo-invoices.ts). */
export const signupTestCustomerTaxIds = (testCustomers: number): string[] =>
  signupCustomerIndexes(testCustomers)
    .filter((index) => index !== DEMO_SIGNUP_INDEX)
    .map(testCustomerTaxId);

/**
 * Their contracts and addresses: the household persona's, under their own names and with their
 * own e-mail on file (signup-customer-ids.ts), which is where sign-up sends their link.
 */
export function signupCustomerContracts(testCustomers: number): DemoCustomerContracts[] {
  return signupCustomerIndexes(testCustomers).map((index) => {
    const copy = testCustomerContracts(index);
    const email = signupCustomerEmail(index);
    return { ...copy, addresses: copy.addresses.map((address) => ({ ...address, name: nameOf(index), email })) };
  });
}

/** The customers only: no user, so the sign-up finds them without an account. */
export async function seedSignupCustomers(tx: Executor, testCustomers: number): Promise<void> {
  if (testCustomers > MAX_TEST_CUSTOMERS_WITH_SIGNUP) {
    throw new Error(`at most ${MAX_TEST_CUSTOMERS_WITH_SIGNUP} test customers: the ones above are the sign-up customers`);
  }
  for (const index of signupCustomerIndexes(testCustomers)) {
    await tx.insert(customers).values({ taxId: testCustomerTaxId(index), name: nameOf(index) });
  }
}
