import { crossAlert, eurosToCents, type TPriceAlertType } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { omipProducts, omipSettlementPrices, priceAlerts, users } from '../../db/schema/index.ts';
import { DEMO_DOMESTIC_TAX_ID } from './demo-invoices-data.ts';
import { madridToday } from './invoice-periods.ts';

/**
 * The demo's OMIP prices and alerts (docs/price-alerts.md): eight Spanish base-load futures with
 * six weeks of made-up daily settlements up to the last working day before today, and two alerts
 * of the household persona: one that has not fired, one that fired on a past settlement (worked
 * out with the domain's crossing rule, as imports would have). The prices are invented around
 * the levels OMIP quoted in late 2026, never presented as OMIP's.
 */
export const DEMO_OMIP_PRODUCTS = [
  { name: 'FTB M Jan-27', base: 74.1 },
  { name: 'FTB M Feb-27', base: 66.35 },
  { name: 'FTB Q1-27', base: 68.9 },
  { name: 'FTB Q2-27', base: 41.25 },
  { name: 'FTB Q3-27', base: 62.8 },
  { name: 'FTB Q4-27', base: 70.6 },
  { name: 'FTB YR-27', base: 61.55 },
  { name: 'FTB YR-28', base: 57.2 },
] as const;

const WEEKS = 6;

/** The working days (Monday to Friday) of the WEEKS weeks before `today`, oldest first. */
export function demoSessionDays(today: string): string[] {
  const days: string[] = [];
  const date = new Date(`${today}T12:00:00Z`);
  for (let back = WEEKS * 7; back >= 1; back--) {
    const day = new Date(date.getTime() - back * 86_400_000);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** A product's settlement on the n-th session: a slow swing and a small daily wobble around its level, in cents. */
const settlementCents = (base: number, product: number, n: number) =>
  eurosToCents(base + 3.2 * Math.sin(n / 6 + product) + 0.45 * Math.sin(n * 1.7 + product * 2) - 0.04 * n);

/** The household's alerts: the product, the condition, and how many sessions ago it was set. */
const DEMO_ALERTS: readonly { product: string; type: TPriceAlertType; price: number; setSessionsAgo: number }[] = [
  { product: 'FTB YR-27', type: '>', price: 70, setSessionsAgo: 20 },
  { product: 'FTB Q2-27', type: '<', price: 40, setSessionsAgo: 28 },
];

/**
 * Seeds them into a demo database that has the household persona and no OMIP product yet: at the
 * first start, and at the next start of a demo database made before the price alerts existed.
 */
export async function seedDemoOmipIfMissing(db: Database, today = madridToday()): Promise<boolean> {
  const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${omipProducts}`));
  if ((existing?.n ?? 0) > 0) return false;
  const [household] = await db
    .select({ id: users.id, customerId: users.customerId })
    .from(users)
    .where(eq(users.login, DEMO_DOMESTIC_TAX_ID));
  if (!household) return false;
  const days = demoSessionDays(today);
  await db.transaction(async (tx) => {
    const products = await tx
      .insert(omipProducts)
      .values(DEMO_OMIP_PRODUCTS.map((p) => ({ name: p.name })))
      .returning({ id: omipProducts.id, name: omipProducts.name });
    const idOf = new Map(products.map((p) => [p.name, p.id]));
    const series = new Map<string, { day: string; cents: number }[]>(
      DEMO_OMIP_PRODUCTS.map((p, i) => [p.name, days.map((day, n) => ({ day, cents: settlementCents(p.base, i, n) }))]),
    );
    await tx
      .insert(omipSettlementPrices)
      .values(
        [...series].flatMap(([name, prices]) =>
          prices.map((p) => ({ productId: idOf.get(name) as number, day: p.day, priceCents: p.cents })),
        ),
      );
    for (const alert of DEMO_ALERTS) {
      // Every session since it was set, as the imports would have met it.
      let state = { armed: true, fired: undefined as { day: string; cents: number } | undefined };
      for (const price of (series.get(alert.product) ?? []).slice(-alert.setSessionsAgo)) {
        const crossing = crossAlert({ type: alert.type, priceCents: eurosToCents(alert.price), armed: state.armed }, price.cents);
        state = { armed: crossing.armed, fired: crossing.fires ? { day: price.day, cents: price.cents } : state.fired };
      }
      await tx.insert(priceAlerts).values({
        customerId: household.customerId,
        userId: household.id,
        productId: idOf.get(alert.product) as number,
        type: alert.type,
        priceCents: eurosToCents(alert.price),
        armed: state.armed,
        // OMIP publishes settlements in the evening: the import of that day's file fired it.
        lastFiredAt: state.fired ? new Date(`${state.fired.day}T19:30:00Z`) : null,
        lastFiredPriceCents: state.fired?.cents ?? null,
      });
    }
  });
  return true;
}
