import { eq } from 'drizzle-orm';
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

export async function seedDemoAccounts(tx: Executor): Promise<void> {
  // Hashed all at once, each with its own salt: argon2 runs on libuv's threads, and one after the
  // other the four hashes were most of a first start's accounts (docs/performance.md, "The embedded database").
  const [passwordHashes, secretHash] = await Promise.all([
    Promise.all(DEMO_PERSONAS.map(() => hashPassword(DEMO_PASSWORD))),
    hashPassword(DEMO_CLIENT.secret),
  ]);
  for (const [index, persona] of DEMO_PERSONAS.entries()) {
    const [customer] = await tx.insert(customers).values({ taxId: persona.taxId, name: persona.name }).returning({ id: customers.id });
    if (!customer) throw new Error('customer insert returned nothing');
    await tx.insert(users).values({
      customerId: customer.id,
      login: persona.taxId,
      passwordHash: passwordHashes[index]!,
      name: persona.name,
      email: persona.email,
      locale: persona.locale,
    });
  }
  const [partnerUser] = await tx.select({ id: users.id }).from(users).where(eq(users.login, DEMO_CLIENT.login));
  if (!partnerUser) throw new Error('demo partner user missing');
  await tx.insert(apiClients).values({
    clientId: DEMO_CLIENT.clientId,
    secretHash,
    userId: partnerUser.id,
    name: 'Demo comparison partner',
  });
}
