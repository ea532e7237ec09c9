import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contracts, customers, users } from '../../db/schema/index.ts';

export interface ProfileRow {
  name: string;
  email: string;
  taxId: string;
  changePassword: boolean;
  hasContracts: boolean;
}

export class UsersRepo {
  constructor(private readonly db: Database) {}

  async findProfile(userId: number): Promise<ProfileRow | undefined> {
    const [row] = await this.db
      .select({
        name: users.name,
        email: users.email,
        taxId: customers.taxId,
        changePassword: users.changePassword,
        hasContracts: sql<boolean>`exists (select 1 from ${contracts} where ${contracts.customerId} = ${customers.id})`,
      })
      .from(users)
      .innerJoin(customers, eq(customers.id, users.customerId))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }
}
