import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { addresses } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddressRow = typeof addresses.$inferInsert;

export class AddressesRepo {
  constructor(private readonly db: Executor) {}

  list(userId: number): Promise<AddressRow[]> {
    return this.db.select().from(addresses).where(ownedBy(addresses.customerId, userId)).orderBy(asc(addresses.id));
  }

  async findOwned(userId: number, id: number, tx: Executor = this.db): Promise<AddressRow | undefined> {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), ownedBy(addresses.customerId, userId)));
    return row;
  }

  async insert(tx: Executor, row: NewAddressRow): Promise<AddressRow> {
    const [created] = await tx.insert(addresses).values(row).returning();
    if (!created) throw new Error('address insert returned nothing');
    return created;
  }
}
