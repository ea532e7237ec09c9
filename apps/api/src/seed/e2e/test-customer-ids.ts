/**
 * The names of the test customers (SEED_TEST_CUSTOMERS, test-customers.ts): copies of the
 * household persona that tests change without touching the demo data other tests read. Pure
 * functions without imports, so the browser tests compute the same names the seed writes.
 * Indexes start at 1; each range is far from the demo personas and the benchmark data
 * (large-contracts.ts: tax ids from 60,000,000, contract names from 10,000,000, CUPS from 9…).
 */
export const MAX_TEST_CUSTOMERS = 99;

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function checkIndex(index: number): void {
  if (!Number.isInteger(index) || index < 1 || index > MAX_TEST_CUSTOMERS) {
    throw new RangeError(`test customer ${index} is not between 1 and ${MAX_TEST_CUSTOMERS}`);
  }
}

/** A valid NIF: 70,000,000 + index and its letter (customer 1: 70000001F). */
export function testCustomerTaxId(index: number): string {
  checkIndex(index);
  const number = 70_000_000 + index;
  return `${number}${NIF_LETTERS.charAt(number % 23)}`;
}

/** The copy's own e-mail address: the persona's with `+test<index>` (marta.puig+test1@…), so mail tests find their own mail. */
export function testCustomerEmail(personaEmail: string, index: number): string {
  checkIndex(index);
  return personaEmail.replace('@', `+test${index}@`);
}

/**
 * The copy of a demo contract: "9", the customer's two digits, the demo name's last four
 * (customer 1's copy of 0001001 is 9011001; of 0000871, 9010871). Seven digits, like the demo's.
 */
export function testContractName(demoName: string, index: number): string {
  checkIndex(index);
  return `9${String(index).padStart(2, '0')}${demoName.slice(-4)}`;
}

/** The demo contract a test contract copies, by the last four digits; undefined for other names. */
export function demoNameOfTestContract(name: string, demoNames: readonly string[]): string | undefined {
  if (!/^9\d{6}$/.test(name)) return undefined;
  return demoNames.find((demo) => demo.slice(-4) === name.slice(-4));
}
