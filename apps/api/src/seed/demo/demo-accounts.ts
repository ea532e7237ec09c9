import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { apiClients, customers, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';

/** The demo personas (README, "Demo login"); everyone shares the one demo password. Their contracts: demo-contracts.ts. */
export const DEMO_PASSWORD = 'Demo-Portal-2026!';

interface Persona {
  taxId: string;
  name: string;
  email: string;
  locale: string;
  description: string;
}

export const DEMO_PERSONAS: readonly Persona[] = [
  {
    taxId: '12345678Z',
    name: 'Marta Puig Serra',
    email: 'marta.puig@correu.example',
    locale: 'ca-ES',
    description:
      "domestic customer: two active electricity contracts sharing a virtual battery fed by the house's solar surplus, one active gas contract, drafts, a closed and a cancelled one",
  },
  {
    taxId: 'B58378431',
    name: 'Fusteria Vallès SL',
    email: 'administracio@fusteriavalles.example',
    locale: 'es-ES',
    description: 'company with a 3.0TD electricity contract (six power periods), multipoint invoices and a virtual battery',
  },
  {
    taxId: '87654321X',
    name: 'Jordi Soler Vidal',
    email: 'jordi.soler@correu.example',
    locale: 'ca-ES',
    description: 'new customer, no contracts yet',
  },
];

/** A partner integration signing in as the new customer (client-id login goes to contracting). */
export const DEMO_CLIENT = { clientId: 'demo-partner', secret: 'demo-partner-secret', login: '87654321X' } as const;

/** The hashes of the demo's password (one per persona, each with its own salt) and of the partner's secret. */
export interface DemoLoginHashes {
  passwords: string[];
  secret: string;
}

/**
 * Starts hashing the demo's logins. argon2 runs on libuv's threads, so the seed writes the
 * customers' data meanwhile and takes the hashes when it writes the logins: awaited first, the
 * five hashes were 0.2–0.3 s of a first start spent waiting (docs/performance.md, "The embedded
 * database").
 */
export function hashDemoLogins(): Promise<DemoLoginHashes> {
  const hashes = Promise.all([Promise.all(DEMO_PERSONAS.map(() => hashPassword(DEMO_PASSWORD))), hashPassword(DEMO_CLIENT.secret)]).then(
    ([passwords, secret]) => ({ passwords, secret }),
  );
  // A seed that fails before it takes them still ends with its own error, not an unhandled one.
  hashes.catch(() => {});
  return hashes;
}

/** The personas as customers: what their contracts, invoices and content hang from. */
export async function seedDemoCustomers(tx: Executor): Promise<void> {
  await tx.insert(customers).values(DEMO_PERSONAS.map((persona) => ({ taxId: persona.taxId, name: persona.name })));
}

/** The personas' logins and the partner integration signing in as the new customer. */
export async function seedDemoLogins(tx: Executor, hashes: DemoLoginHashes): Promise<void> {
  const taxIds = DEMO_PERSONAS.map((persona) => persona.taxId);
  const found = await tx.select({ id: customers.id, taxId: customers.taxId }).from(customers).where(inArray(customers.taxId, taxIds));
  const ids = new Map(found.map((row) => [row.taxId, row.id]));
  await tx.insert(users).values(
    DEMO_PERSONAS.map((persona, index) => {
      const customerId = ids.get(persona.taxId);
      if (customerId === undefined) throw new Error(`demo customer ${persona.taxId} missing`);
      return {
        customerId,
        login: persona.taxId,
        passwordHash: hashes.passwords[index]!,
        name: persona.name,
        email: persona.email,
        locale: persona.locale,
      };
    }),
  );
  const [partnerUser] = await tx.select({ id: users.id }).from(users).where(eq(users.login, DEMO_CLIENT.login));
  if (!partnerUser) throw new Error('demo partner user missing');
  await tx.insert(apiClients).values({
    clientId: DEMO_CLIENT.clientId,
    secretHash: hashes.secret,
    userId: partnerUser.id,
    name: 'Demo comparison partner',
  });
}
