import type { TTariffOptionChoice, TTariffOptionKind, TTariffOptionOffer } from '@portal/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { contracts, contractTariffOptions, priceListOptions } from '../../db/schema/index.ts';

/** One stored choice: the option's fields, the product's fraction when chosen, and from which local day. */
export interface StoredChoice {
  kind: TTariffOptionKind;
  choice: Record<string, number>;
  fraction: number;
  validFrom: string;
}

const choiceColumns = {
  kind: contractTariffOptions.kind,
  choice: contractTariffOptions.choice,
  fraction: contractTariffOptions.fraction,
  validFrom: contractTariffOptions.validFrom,
};

/** A row of choiceColumns as the billing rules read it. */
function storedChoice(row: { choice: unknown; kind: string; validFrom: string; fraction: number }): TTariffOptionChoice {
  return { ...(row.choice as object), kind: row.kind, validFrom: row.validFrom, fraction: row.fraction } as TTariffOptionChoice;
}

/** SQL of the tariff options: what a contract's product offers, and its dated choices. */
export class TariffOptionsRepo {
  // Read with every consumption chart: a named prepared statement, planned once per connection.
  private readonly choicesQuery;

  constructor(readonly db: Database) {
    this.choicesQuery = this.db
      .select(choiceColumns)
      .from(contractTariffOptions)
      .where(eq(contractTariffOptions.contractId, sql.placeholder('contractId')))
      .orderBy(contractTariffOptions.validFrom)
      .prepare('tariff_option_choices');
  }

  /** What the contract's product offers, one row per option (none: it offers nothing). */
  async offersOf(contractId: number): Promise<TTariffOptionOffer[]> {
    return this.db
      .select({
        kind: priceListOptions.kind,
        fraction: priceListOptions.fraction,
        windowHours: priceListOptions.windowHours,
        spanMonths: priceListOptions.spanMonths,
      })
      .from(priceListOptions)
      .innerJoin(contracts, eq(contracts.priceListId, priceListOptions.priceListId))
      .where(eq(contracts.id, contractId));
  }

  /** The latest choice of the kind (the one in force, or the one that applies from tomorrow). */
  async latestChoice(contractId: number, kind: TTariffOptionKind): Promise<StoredChoice | undefined> {
    const [row] = await this.db
      .select(choiceColumns)
      .from(contractTariffOptions)
      .where(and(eq(contractTariffOptions.contractId, contractId), eq(contractTariffOptions.kind, kind)))
      .orderBy(desc(contractTariffOptions.validFrom))
      .limit(1);
    return row;
  }

  /** Every choice of the contract, as the billing rules and the consumption chart read them. */
  async choicesOf(contractId: number): Promise<TTariffOptionChoice[]> {
    const rows = await this.choicesQuery.execute({ contractId });
    return rows.map(storedChoice);
  }

  /** The dated choices of several contracts in one statement, by contract (absent: none), each in order as choicesOf answers. */
  async choicesOfContracts(contractIds: readonly number[]): Promise<Map<number, TTariffOptionChoice[]>> {
    const byContract = new Map<number, TTariffOptionChoice[]>();
    if (contractIds.length === 0) return byContract;
    const rows = await this.db
      .select({ contractId: contractTariffOptions.contractId, ...choiceColumns })
      .from(contractTariffOptions)
      .where(inArray(contractTariffOptions.contractId, [...contractIds]))
      .orderBy(contractTariffOptions.validFrom);
    for (const { contractId, ...row } of rows) {
      const list = byContract.get(contractId) ?? [];
      list.push(storedChoice(row));
      byContract.set(contractId, list);
    }
    return byContract;
  }

  /** Records a choice from `validFrom`; a second choice for the same day replaces the first. */
  async saveChoice(executor: Executor, contractId: number, userId: number, stored: StoredChoice): Promise<void> {
    await executor
      .insert(contractTariffOptions)
      .values({ contractId, createdBy: userId, ...stored })
      .onConflictDoUpdate({
        target: [contractTariffOptions.contractId, contractTariffOptions.kind, contractTariffOptions.validFrom],
        set: { choice: stored.choice, fraction: stored.fraction, createdBy: userId, createdAt: sql`now()` },
      });
  }
}
