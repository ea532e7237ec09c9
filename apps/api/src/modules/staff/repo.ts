import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffAccounts } from '../../db/schema/index.ts';
import type { StaffAccount } from './staff-account.ts';

/** SQL of the staff accounts (cases are read and written through the cases module). */
export class StaffRepo {
  constructor(private readonly db: Database) {}

  async accountByEmail(email: string): Promise<(StaffAccount & { passwordHash: string; active: boolean }) | undefined> {
    const [row] = await this.db
      .select({
        id: staffAccounts.id,
        email: staffAccounts.email,
        label: staffAccounts.label,
        role: staffAccounts.role,
        passwordHash: staffAccounts.passwordHash,
        active: staffAccounts.active,
      })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email.toLowerCase()));
    return row;
  }

  async activeAccount(id: number): Promise<StaffAccount | undefined> {
    const [row] = await this.db
      .select({ id: staffAccounts.id, email: staffAccounts.email, label: staffAccounts.label, role: staffAccounts.role })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, id), eq(staffAccounts.active, true)));
    return row;
  }
}
