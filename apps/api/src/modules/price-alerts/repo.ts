import { PRICE_ALERT_RECENT_PRICES, type TOmipSettlement, type TPriceAlertType } from '@portal/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { rowsOf } from '../../db/rows.ts';
import { omipProducts, omipSettlementPrices, priceAlerts, users } from '../../db/schema/index.ts';

export interface ProductRow {
  name: string;
  price_cents: number;
  day: string;
}

export interface AlertRow {
  id: number;
  product_id: number;
  product: string;
  type: TPriceAlertType;
  price_cents: number;
  last_fired_at: Date | null;
  last_fired_price_cents: number | null;
}

export interface SettlementRow {
  product_id: number;
  day: string;
  price_cents: number;
}

/** An alert as the import evaluates it, locked, with the address and language of the user who set it. */
export interface AlertToEvaluate {
  id: number;
  customer_id: number;
  type: TPriceAlertType;
  price_cents: number;
  armed: boolean;
  product: string;
  email: string;
  locale: string;
  name: string;
}

export interface AlertValues {
  productId: number;
  type: TPriceAlertType;
  priceCents: number;
}

/** SQL of the price alerts: the products and their settlements, the customers' alerts (scoped by ownership), the import's writes. */
export class PriceAlertsRepo {
  constructor(readonly db: Database) {}

  /** Every product with a settlement, with its latest one, by name. */
  async products(): Promise<ProductRow[]> {
    return rowsOf<ProductRow>(
      await this.db.execute(sql`
        select p.name, s.price_cents, s.day::text as day from ${omipProducts} p
        join lateral (select price_cents, day from ${omipSettlementPrices} where product_id = p.id order by day desc limit 1) s on true
        order by p.name`),
    );
  }

  async productId(name: string): Promise<number | undefined> {
    const [row] = await this.db.select({ id: omipProducts.id }).from(omipProducts).where(eq(omipProducts.name, name));
    return row?.id;
  }

  /** The user's customer's alerts, oldest first: another customer's are never read. */
  async alerts(userId: number): Promise<AlertRow[]> {
    return this.db
      .select({
        id: priceAlerts.id,
        product_id: priceAlerts.productId,
        product: omipProducts.name,
        type: sql<TPriceAlertType>`${priceAlerts.type}`,
        price_cents: priceAlerts.priceCents,
        last_fired_at: priceAlerts.lastFiredAt,
        last_fired_price_cents: priceAlerts.lastFiredPriceCents,
      })
      .from(priceAlerts)
      .innerJoin(omipProducts, eq(omipProducts.id, priceAlerts.productId))
      .where(ownedBy(priceAlerts.customerId, userId))
      .orderBy(asc(priceAlerts.id));
  }

  /** The latest PRICE_ALERT_RECENT_PRICES settlements of each product, oldest first. */
  async recentPrices(productIds: readonly number[]): Promise<SettlementRow[]> {
    if (productIds.length === 0) return [];
    return rowsOf<SettlementRow>(
      await this.db.execute(sql`
        select product_id, day::text as day, price_cents from (
          select product_id, day, price_cents, row_number() over (partition by product_id order by day desc) as n
          from ${omipSettlementPrices} where product_id = any(${sql.param([...productIds])}::int[])
        ) recent where n <= ${PRICE_ALERT_RECENT_PRICES} order by product_id, day`),
    );
  }

  async customerOf(userId: number): Promise<number | undefined> {
    const [row] = await this.db.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
    return row?.customerId;
  }

  async countAlerts(customerId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.customerId, customerId));
    return row?.n ?? 0;
  }

  async insertAlert(customerId: number, userId: number, values: AlertValues): Promise<number> {
    const [row] = await this.db
      .insert(priceAlerts)
      .values({ customerId, userId, productId: values.productId, type: values.type, priceCents: values.priceCents })
      .returning({ id: priceAlerts.id });
    if (!row) throw new Error('price alert not inserted');
    return row.id;
  }

  /**
   * Changes one of the user's customer's alerts: a new condition, so it is armed again and its
   * last firing forgotten. The user becomes whom it mails. Undefined for an id that is not theirs.
   */
  async updateAlert(id: number, userId: number, values: AlertValues): Promise<number | undefined> {
    const [row] = await this.db
      .update(priceAlerts)
      .set({
        userId,
        productId: values.productId,
        type: values.type,
        priceCents: values.priceCents,
        armed: true,
        lastFiredAt: null,
        lastFiredPriceCents: null,
      })
      .where(and(eq(priceAlerts.id, id), ownedBy(priceAlerts.customerId, userId)))
      .returning({ id: priceAlerts.id });
    return row?.id;
  }

  /** Whether one of the user's customer's alerts was deleted (false for another customer's id, or a missing one). */
  async deleteAlert(id: number, userId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(priceAlerts)
      .where(and(eq(priceAlerts.id, id), ownedBy(priceAlerts.customerId, userId)))
      .returning({ id: priceAlerts.id });
    return deleted.length > 0;
  }
}

/**
 * Writes a batch of settlements (distinct product and day): the products they name created when
 * new, each price inserted or replacing the same product and day's. Two statements whatever the
 * batch's size (one array per column). Answers the products' ids by name.
 */
export async function upsertSettlements(db: Executor, settlements: readonly TOmipSettlement[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (settlements.length === 0) return ids;
  const names = [...new Set(settlements.map((s) => s.product))];
  const products = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      with given as (select unnest(${sql.param(names)}::text[]) as name),
      created as (
        insert into ${omipProducts} (name) select name from given on conflict (name) do nothing returning id, name
      )
      select id, name from created
      union all
      select p.id, p.name from ${omipProducts} p join given g on g.name = p.name`),
  );
  for (const product of products) ids.set(product.name, product.id);
  const column = <T>(read: (settlement: TOmipSettlement) => T) => sql.param(settlements.map(read));
  await db.execute(sql`
    insert into ${omipSettlementPrices} (product_id, day, price_cents)
    select * from unnest(${column((s) => ids.get(s.product) as number)}::int[], ${column((s) => s.day)}::date[],
      ${column((s) => s.priceCents)}::int[])
    on conflict (product_id, day) do update set price_cents = excluded.price_cents, imported_at = now()`);
  return ids;
}

/** The product's latest settlement. */
export async function latestSettlement(db: Executor, productId: number): Promise<{ day: string; price_cents: number } | undefined> {
  const [row] = rowsOf<{ day: string; price_cents: number }>(
    await db.execute(
      sql`select day::text as day, price_cents from ${omipSettlementPrices} where product_id = ${productId} order by day desc limit 1`,
    ),
  );
  return row;
}

/** The product's alerts, locked until the transaction ends: two imports at once evaluate each alert one after the other. */
export async function alertsToEvaluate(tx: Executor, productId: number): Promise<AlertToEvaluate[]> {
  return rowsOf<AlertToEvaluate>(
    await tx.execute(sql`
      select a.id, a.customer_id, a.type, a.price_cents, a.armed, p.name as product, u.email, u.locale, u.name
      from ${priceAlerts} a join ${users} u on u.id = a.user_id join ${omipProducts} p on p.id = a.product_id
      where a.product_id = ${productId} order by a.id for update of a`),
  );
}

/** An alert's new state; with `fired`, when and at what price it fired. */
export async function setAlertState(tx: Executor, id: number, armed: boolean, fired?: { at: Date; priceCents: number }): Promise<void> {
  await tx
    .update(priceAlerts)
    .set({ armed, ...(fired ? { lastFiredAt: fired.at, lastFiredPriceCents: fired.priceCents } : {}) })
    .where(eq(priceAlerts.id, id));
}
