import type { TStaffRole } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffAccounts } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { staffPasswordRefusal } from '../../platform/auth/staff-password.ts';

/**
 * A staff account with this e-mail, created with this password and label unless one with the
 * address exists (STAFF_BOOTSTRAP_EMAIL at start, the demo's account): an existing account is
 * left as it is, so a restart never resets a password. Answers whether it created one. A new
 * account's password must pass the staff rules (platform/auth/staff-password.ts). Both callers
 * create a supervisor: the first account is the one that creates the others.
 */
export async function ensureStaffAccount(
  db: Database,
  account: { email: string; password: string; label: string; role: TStaffRole },
): Promise<boolean> {
  const email = account.email.trim().toLowerCase();
  const [existing] = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, email));
  if (existing) return false;
  const refusal = staffPasswordRefusal(account.password);
  if (refusal) throw new Error(`The staff account ${email} was not created: its password ${refusal}`);
  const inserted = await db
    .insert(staffAccounts)
    .values({ email, label: account.label.trim(), role: account.role, passwordHash: await hashPassword(account.password) })
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning({ id: staffAccounts.id });
  return inserted.length > 0;
}
