import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { customers } from '../../db/schema/index.ts';
import { ensureStaffAccount } from '../reference/staff-accounts.ts';
import { DEMO_PERSONAS } from './demo-accounts.ts';

/** The demo's customer-service account (docs/staff.md): `npm run staff` and the console sign in with it; a supervisor, to show all of the console. */
export const DEMO_STAFF = {
  email: 'atencio@demo.example',
  password: 'Atencio-Demo-2026!',
  label: 'Atenció al client',
  role: 'supervisor',
} as const;

/**
 * Creates the demo staff account on a demo database (the personas are there) when it is
 * missing, also on one seeded before staff accounts existed. Never on a database with other
 * data: a known password must not open a real portal's cases.
 */
export async function seedDemoStaffIfMissing(db: Database): Promise<boolean> {
  const taxIds = DEMO_PERSONAS.map((p) => p.taxId);
  const personas = await db.select({ id: customers.id }).from(customers).where(inArray(customers.taxId, taxIds));
  if (personas.length < taxIds.length) return false;
  return ensureStaffAccount(db, DEMO_STAFF);
}
