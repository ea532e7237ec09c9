import type { TProductPriceRow } from '@portal/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { contracts, priceListPrices, tariffs } from '../../db/schema/index.ts';

/** An active contract as the overview prices and compares it. */
export interface TOverviewContract {
  id: number;
  name: string;
  type: 'electricity' | 'gas';
  startDate: string | null;
  tariff: string;
  priceListId: number | null;
  supplyPointId: number | null;
  powersKw: number[];
}

/**
 * The overview's own reads of modules/contracts' tables (as the comparator reads prices): the
 * user's active contracts with what billing needs, and their products' dated prices. Nothing is
 * written here; every other read goes through the owning module's entry.
 */
export class OverviewRepo {
  constructor(private readonly db: Database) {}

  /** The user's active contracts (state activa), electricity first, scoped by db/ownership.ts (contracts_list_idx). */
  async activeContracts(userId: number): Promise<TOverviewContract[]> {
    const rows = await this.db
      .select({
        id: contracts.id,
        name: contracts.name,
        type: contracts.type,
        startDate: contracts.startDate,
        tariff: tariffs.name,
        priceListId: contracts.priceListId,
        supplyPointId: contracts.supplyPointId,
        powersW: sql<number[]>`array(select p.power_w from contracted_powers_in_force p
          where p.contract_id = ${contracts.id} order by p.period)`,
      })
      .from(contracts)
      .leftJoin(tariffs, eq(tariffs.id, contracts.tariffId))
      .where(and(ownedBy(contracts.customerId, userId), eq(contracts.state, 'activa')))
      .orderBy(asc(contracts.type), asc(contracts.name));
    return rows.map(({ powersW, ...row }) => {
      const type = row.type === 'gas' ? 'gas' : 'electricity';
      return { ...row, type, tariff: row.tariff ?? (type === 'gas' ? 'RL.1' : '2.0TD'), powersKw: powersW.map((w) => w / 1000) };
    });
  }

  /** The dated prices of the price lists, by list (price_list_prices' primary key). */
  async prices(priceListIds: readonly number[]): Promise<Map<number, TProductPriceRow[]>> {
    const byList = new Map<number, TProductPriceRow[]>();
    if (priceListIds.length === 0) return byList;
    const rows = await this.db
      .select({
        priceListId: priceListPrices.priceListId,
        term: priceListPrices.term,
        period: priceListPrices.period,
        validFrom: priceListPrices.validFrom,
        price: priceListPrices.price,
      })
      .from(priceListPrices)
      .where(inArray(priceListPrices.priceListId, [...priceListIds]));
    for (const { priceListId, ...row } of rows) {
      const list = byList.get(priceListId) ?? [];
      list.push({ ...row, validFrom: String(row.validFrom) });
      byList.set(priceListId, list);
    }
    return byList;
  }
}
