import type { TStaffRole } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { staffAccounts } from '../../db/schema/index.ts';

export interface StaffAccountRow {
  id: number;
  email: string;
  label: string;
  role: TStaffRole;
  active: boolean;
  createdAt: Date;
}

/** Who changes the accounts through the portal: the trigger on staff_accounts writes them into the trail line (migration 0033). */
export interface AccountChangeBy {
  staffId: number;
  address: string | null;
  userAgent: string | null;
}

const columns = {
  id: staffAccounts.id,
  email: staffAccounts.email,
  label: staffAccounts.label,
  role: staffAccounts.role,
  active: staffAccounts.active,
  createdAt: staffAccounts.createdAt,
};

/** The staff accounts as supervisors manage them; each change in a transaction that tells the trail's trigger who made it. */
export class StaffAccountsRepo {
  constructor(private readonly db: Database) {}

  list(): Promise<StaffAccountRow[]> {
    return this.db.select(columns).from(staffAccounts).orderBy(asc(staffAccounts.email));
  }

  /**
   * `change` in a transaction whose settings portal.staff_id, portal.address and portal.user_agent
   * (transaction-local: set_config's third argument) name the staff member: the trigger that
   * writes each account change's trail line reads them, so the line is theirs, not the system's.
   */
  changeBy<T>(by: AccountChangeBy, change: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('portal.staff_id', ${String(by.staffId)}, true), set_config('portal.address', ${by.address ?? ''}, true),
                   set_config('portal.user_agent', ${by.userAgent ?? ''}, true)`,
      );
      return change(tx);
    });
  }

  /** The new account, or undefined when the address has one already. */
  async insert(
    tx: Executor,
    account: { email: string; label: string; role: TStaffRole; passwordHash: string },
  ): Promise<StaffAccountRow | undefined> {
    const [row] = await tx.insert(staffAccounts).values(account).onConflictDoNothing({ target: staffAccounts.email }).returning(columns);
    return row;
  }

  /**
   * The account and the number of active supervisors, with every active supervisor's row and
   * this one locked until the transaction ends: two supervisors demoting each other at once
   * take turns, and the second sees the first's change.
   */
  async lockForChange(tx: Executor, id: number): Promise<{ account: StaffAccountRow | undefined; activeSupervisors: number }> {
    const supervisors = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, 'supervisor'), eq(staffAccounts.active, true)))
      .orderBy(asc(staffAccounts.id))
      .for('update');
    const [account] = await tx.select(columns).from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    return { account, activeSupervisors: supervisors.length };
  }

  async update(
    tx: Executor,
    id: number,
    change: Partial<{ label: string; role: TStaffRole; active: boolean; passwordHash: string }>,
  ): Promise<StaffAccountRow | undefined> {
    const [row] = await tx.update(staffAccounts).set(change).where(eq(staffAccounts.id, id)).returning(columns);
    return row;
  }
}
