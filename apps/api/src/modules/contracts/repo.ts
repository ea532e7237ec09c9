import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { contracts } from '../../db/schema/index.ts';
import { type ContractRow, type ContractSupply, selectContractPage, selectContractSupplies, selectContracts } from './contract-query.ts';

export interface ContractListQuery {
  type?: string;
  words: string[];
  offset: number;
  limit: number;
}

export interface ContractListPage {
  total: number;
  rows: ContractRow[];
}

/** A value, or a placeholder bound when a prepared statement runs. */
type Param<T> = T | Placeholder;

interface ListShape {
  userId: Param<number>;
  type?: Param<string>;
  words: Param<string>[];
  offset: Param<number>;
  limit: Param<number>;
}

/**
 * The contract list is the portal's busiest read. The query of the whole Contract entity joins
 * nine tables, and planning it costs PostgreSQL far more than running it (about 3 ms against
 * 0.3 ms on the large data set). So list and detail run as named prepared statements, one per
 * shape (type given or not, number of search words): after its first five executions on a
 * connection PostgreSQL switches to the generic plan and stops planning. selectContractPage is
 * written so that the generic plan is the right one for a customer with 2 contracts and for one
 * with thousands (checked with auto_explain on the large data set).
 */
export class ContractsRepo {
  private readonly prepared = new Map<string, ReturnType<ContractsRepo['prepareList']>>();
  private readonly byName;
  private readonly supplyByName;

  constructor(private readonly db: Database) {
    this.supplyByName = selectContractSupplies(
      this.db,
      ownedBy(contracts.customerId, sql.placeholder('userId')),
      eq(contracts.name, sql.placeholder('name')),
    )
      .limit(1)
      .prepare('contract_supply_by_name');
    this.byName = selectContracts(
      this.db,
      ownedBy(contracts.customerId, sql.placeholder('userId')),
      eq(contracts.name, sql.placeholder('name')),
    )
      .limit(1)
      .prepare('contract_by_name');
  }

  async countByType(userId: number): Promise<Record<string, number>> {
    const rows = await this.db
      .select({ type: contracts.type, count: sql<number>`count(*)::int` })
      .from(contracts)
      .where(ownedBy(contracts.customerId, userId))
      .groupBy(contracts.type);
    return Object.fromEntries(rows.map((r) => [r.type, r.count]));
  }

  async list(userId: number, query: ContractListQuery): Promise<ContractListPage> {
    const shape = `${query.type ? 'typed' : 'all'}_${query.words.length}`;
    let statements = this.prepared.get(shape);
    if (!statements) {
      statements = this.prepareList(shape, query.type !== undefined, query.words.length);
      this.prepared.set(shape, statements);
    }
    const values: Record<string, unknown> = { userId, type: query.type, offset: query.offset, limit: query.limit };
    query.words.forEach((word, i) => {
      values[`w${i}`] = escapeLike(word);
    });
    const rows = await statements.page.execute(values);
    // A page past the end has no row to carry the total: count apart, only then.
    const total = rows[0]?.total ?? (query.offset > 0 ? ((await statements.count.execute(values))[0]?.n ?? 0) : 0);
    return { total, rows };
  }

  /** The page and count queries with plain values, unexecuted (the benchmark explains them). */
  listQueries(userId: number, query: ContractListQuery) {
    return this.listQueriesOf({ ...query, userId, words: query.words.map(escapeLike) });
  }

  async findByName(userId: number, name: string): Promise<ContractRow | undefined> {
    const [row] = await this.byName.execute({ userId, name });
    return row;
  }

  async findSupplyByName(userId: number, name: string): Promise<ContractSupply | undefined> {
    const [row] = await this.supplyByName.execute({ userId, name });
    return row;
  }

  private prepareList(shape: string, typed: boolean, wordCount: number) {
    const { page, count } = this.listQueriesOf({
      userId: sql.placeholder('userId'),
      type: typed ? sql.placeholder('type') : undefined,
      words: Array.from({ length: wordCount }, (_, i) => sql.placeholder(`w${i}`)),
      offset: sql.placeholder('offset'),
      limit: sql.placeholder('limit'),
    });
    return { page: page.prepare(`contracts_page_${shape}`), count: count.prepare(`contracts_count_${shape}`) };
  }

  /**
   * One page of the user's contracts of a type (both when absent), active first, then by name,
   * and their count. Each word of the filter must occur in the folded search text (LIKE,
   * trigram-indexed; words arrive escaped).
   */
  private listQueriesOf(shape: ListShape) {
    const conditions: SQL[] = [ownedBy(contracts.customerId, shape.userId)];
    if (shape.type !== undefined) conditions.push(eq(contracts.type, shape.type));
    // The pattern is a subquery so it is folded once per query, not once per row scanned.
    for (const word of shape.words) conditions.push(sql`${contracts.searchText} like (select '%' || portal_fold(${word}) || '%')`);
    return {
      page: selectContractPage(this.db, conditions, shape.offset, shape.limit),
      count: this.db.select({ n: sql<number>`count(*)::int` }).from(contracts).where(sql.join(conditions, sql` and `)),
    };
  }
}

// The words are matched literally: % and _ are data, not wildcards (backslash is LIKE's escape).
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}
