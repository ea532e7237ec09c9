import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contracts } from '../../db/schema/index.ts';
import { type ContractRow, ownedBy, selectContracts } from './contract-query.ts';

export interface ContractListPage {
  total: number;
  rows: ContractRow[];
}

export class ContractsRepo {
  constructor(private readonly db: Database) {}

  async countByType(userId: number): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ type: contracts.type, count: sql<number>`count(*)::int` })
      .from(contracts)
      .where(ownedBy(userId))
      .groupBy(contracts.type);
    return Object.fromEntries(rows.map((r) => [r.type, r.count]));
  }

  /**
   * One page of the user's contracts of a type (both when absent), active first, then by name.
   * Each word of the filter must occur in the folded search text (trigram index); the page
   * and the count run side by side.
   */
  async list(userId: number, query: { type?: string; words: string[]; offset: number; limit: number }): Promise<ContractListPage> {
    const conditions: SQL[] = [ownedBy(userId)];
    if (query.type) conditions.push(eq(contracts.type, query.type));
    for (const word of query.words) {
      conditions.push(sql`${contracts.searchText} like '%' || portal_fold(${escapeLike(word)}) || '%'`);
    }
    const [rows, [count]] = await Promise.all([
      selectContracts(this.db, ...conditions)
        .orderBy(asc(contracts.activeRank), asc(contracts.name))
        .offset(query.offset)
        .limit(query.limit),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(contracts)
        .where(sql.join(conditions, sql` and `)),
    ]);
    return { total: count?.n ?? 0, rows };
  }

  async findByName(userId: number, name: string): Promise<ContractRow | undefined> {
    const [row] = await selectContracts(this.db, ownedBy(userId), eq(contracts.name, name)).limit(1);
    return row;
  }
}

// The words are matched literally: % and _ are data, not wildcards (backslash is LIKE's escape).
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
