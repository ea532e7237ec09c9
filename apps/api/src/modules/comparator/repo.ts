import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { originSuppliers, priceListPrices, priceLists, tariffs } from '../../db/schema/index.ts';

export interface TTariffRow {
  id: number;
  name: string;
  kind: string;
}

export interface TPriceRow {
  term: string;
  period: number;
  validFrom: string;
  price: number;
}

export interface TOfferRows {
  name: string;
  commercialName: string;
  kind: string;
  prices: TPriceRow[];
}

/** The comparators' reads: access tariffs and price lists (modules/contracts'), origin suppliers (this module's). */
export class ComparatorRepo {
  constructor(private readonly db: Database) {}

  /** The access tariffs of a kind among `names`, in id order. */
  async tariffsNamed(kind: 'electricity' | 'gas', names?: readonly string[]): Promise<TTariffRow[]> {
    const byKind = eq(tariffs.kind, kind);
    return this.db
      .select({ id: tariffs.id, name: tariffs.name, kind: tariffs.kind })
      .from(tariffs)
      .where(names ? and(byKind, inArray(tariffs.name, [...names])) : byKind)
      .orderBy(asc(tariffs.id));
  }

  /** Origin suppliers of a comparator: its kind's and those of both kinds. */
  async originSuppliers(kind: 'electricity' | 'gas'): Promise<Array<{ id: number; name: string }>> {
    return this.db
      .select({ id: originSuppliers.id, name: originSuppliers.name })
      .from(originSuppliers)
      .where(inArray(originSuppliers.kind, [kind, 'both']));
  }

  /**
   * A price list and every dated price it holds, in one statement. Plan: price_lists_name_key finds
   * the list (one row), then the primary key of price_list_prices (price_list_id, term, period,
   * valid_from) is range-scanned for it, already in the order the engine reads; a list holds a few
   * dozen rows, so the answer is a few dozen index entries whatever the table holds.
   */
  async offer(priceListName: string): Promise<TOfferRows | undefined> {
    const rows = await this.db
      .select({
        name: priceLists.name,
        commercialName: priceLists.nomComercial,
        kind: priceLists.kind,
        term: priceListPrices.term,
        period: priceListPrices.period,
        validFrom: priceListPrices.validFrom,
        price: priceListPrices.price,
      })
      .from(priceLists)
      .leftJoin(priceListPrices, eq(priceListPrices.priceListId, priceLists.id))
      .where(eq(priceLists.name, priceListName))
      .orderBy(asc(priceListPrices.term), asc(priceListPrices.period), asc(priceListPrices.validFrom));
    const [first] = rows;
    if (!first) return undefined;
    const prices = rows.flatMap((row) =>
      row.term === null || row.period === null || row.validFrom === null || row.price === null
        ? []
        : [{ term: row.term, period: row.period, validFrom: String(row.validFrom), price: Number(row.price) }],
    );
    return { name: first.name, commercialName: first.commercialName, kind: first.kind, prices };
  }
}
