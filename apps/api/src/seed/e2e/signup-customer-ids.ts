import { MAX_TEST_CUSTOMERS, testContractName, testCustomerTaxId } from './test-customer-ids.ts';

/**
 * Customers with contracts and invoices but no account, so a visitor can sign up
 * (docs/signup.md). They are copies of the household persona like the test customers, numbered
 * from the top of the test customers' range down so the two never meet: 99 is the demo's
 * sign-up customer, always seeded; 98…95 are seeded for browser tests with SEED_TEST_CUSTOMERS.
 * Pure, without other imports, so the browser tests compute the same names the seed writes.
 */
export const DEMO_SIGNUP_INDEX = MAX_TEST_CUSTOMERS;
export const SIGNUP_TEST_CUSTOMERS = 4;
/** Test customers (with accounts) may use 1…this; above it the sign-up copies live. */
export const MAX_TEST_CUSTOMERS_WITH_SIGNUP = MAX_TEST_CUSTOMERS - 1 - SIGNUP_TEST_CUSTOMERS;

/** The indexes of the sign-up copies to seed: the demo's, and the tests' when test customers are seeded. */
export function signupCustomerIndexes(testCustomers: number): number[] {
  const forTests = testCustomers > 0 ? Array.from({ length: SIGNUP_TEST_CUSTOMERS }, (_, i) => DEMO_SIGNUP_INDEX - 1 - i) : [];
  return [DEMO_SIGNUP_INDEX, ...forTests];
}

/**
 * The e-mail the retailer has for copy `index`, on its addresses and so on its contracts'
 * notification addresses: the only address its activation link may go to (docs/signup.md).
 * Each copy its own, so a test finds its own mail.
 */
export function signupCustomerEmail(index: number): string {
  return index === DEMO_SIGNUP_INDEX ? 'laia.ferrer@correu.example' : `client.sense.compte+${index}@correu.example`;
}

/** What a visitor types to sign up copy `index`: its tax id, its copy of the active contract 0001001 and its e-mail on file. */
export function signupCustomer(index: number): { nif: string; contract: string; email: string } {
  return { nif: testCustomerTaxId(index), contract: testContractName('0001001', index), email: signupCustomerEmail(index) };
}
