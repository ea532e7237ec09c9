import { cupsControlLetters } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { customers, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { DEMO_PASSWORD, DEMO_PERSONAS } from '../demo/demo-accounts.ts';
import { DEMO_CONTRACTS, signedContractPdf } from '../demo/demo-contracts-data.ts';
import { DEMO_DOMESTIC_TAX_ID } from '../demo/demo-invoices-data.ts';
import type { DemoCustomerContracts } from '../demo/demo-reference-data.ts';
import { demoNameOfTestContract, testContractName, testCustomerEmail, testCustomerTaxId } from './test-customer-ids.ts';

/**
 * Test customers (SEED_TEST_CUSTOMERS=N): N copies of the household persona 12345678Z, with the
 * same addresses, accounts, contracts, consumption and invoice states, under their own tax id,
 * contract names and CUPS (test-customer-ids.ts). A test that pays an invoice or changes a
 * contract or a password works on a copy of its own, so tests running in parallel, in any order
 * or again never see one another's changes. Never seeded unless asked: the product default is 0.
 */
const TEMPLATE = DEMO_CONTRACTS.find((customer) => customer.taxId === DEMO_DOMESTIC_TAX_ID)!;
const PERSONA = DEMO_PERSONAS.find((persona) => persona.taxId === DEMO_DOMESTIC_TAX_ID)!;
const TEMPLATE_NAMES = TEMPLATE.contracts.map((contract) => contract.name);

/** The tax ids of customers 1…count. */
export const testCustomerTaxIds = (count: number): string[] => Array.from({ length: count }, (_, i) => testCustomerTaxId(i + 1));

/**
 * The copy of a demo CUPS: the same distributor, a point number of "8", the customer's three
 * digits and the demo number's last eight, and control letters computed for those digits.
 */
export function testCups(demoCups: string, index: number): string {
  const digits = `${demoCups.slice(2, 6)}8${String(index).padStart(3, '0')}${demoCups.slice(10, 18)}`;
  return `ES${digits}${cupsControlLetters(digits)}${demoCups.slice(20)}`;
}

/** The contracts, addresses and accounts of test customer `index`, copied from the persona's. */
export function testCustomerContracts(index: number): DemoCustomerContracts {
  const taxId = testCustomerTaxId(index);
  return {
    ...TEMPLATE,
    taxId,
    contracts: TEMPLATE.contracts.map((contract) => {
      const name = testContractName(contract.name, index);
      return {
        ...contract,
        name,
        cups: testCups(contract.cups, index),
        attachments: contract.attachments?.map((file) =>
          file.category === 'Contracte' ? { ...file, filename: `contracte-${name}.pdf`, content: signedContractPdf(name, taxId) } : file,
        ),
      };
    }),
  };
}

/**
 * The persona's contract and supply point a seeded contract follows for its consumption model,
 * invoice states and rectifications: itself for the demo data, the copied one for a test customer's.
 */
export function demoTemplateOf(contract: { name: string; cups: string }): { name: string; cups: string } {
  const name = demoNameOfTestContract(contract.name, TEMPLATE_NAMES);
  const source = name === undefined ? undefined : TEMPLATE.contracts.find((c) => c.name === name);
  return source ? { name: source.name, cups: source.cups } : contract;
}

/**
 * The customers and users of test customers 1…count, with the persona's name, language and the
 * demo password (hashed once: one argon2 hash per user would add seconds to every start).
 */
export async function seedTestCustomerAccounts(tx: Executor, count: number): Promise<void> {
  if (count === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [position, taxId] of testCustomerTaxIds(count).entries()) {
    const [customer] = await tx.insert(customers).values({ taxId, name: PERSONA.name }).returning({ id: customers.id });
    if (!customer) throw new Error('customer insert returned nothing');
    await tx.insert(users).values({
      customerId: customer.id,
      login: taxId,
      passwordHash,
      name: PERSONA.name,
      email: testCustomerEmail(PERSONA.email, position + 1),
      locale: PERSONA.locale,
    });
  }
}
