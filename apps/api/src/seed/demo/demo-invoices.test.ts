import {
  computeElectricityInvoice,
  computeGasInvoice,
  hourlyOf,
  INVOICE_STATUS_LABELS,
  invoiceStatusLabel,
  isInvoicePayable,
  madridClockHours,
  type TDatedValue,
  type TInvoiceComputation,
  type TTariffOptionChoice,
  tariffOptionDiscountedEnergy,
  tariffPeriodOfHour,
} from '@portal/domain';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeReadings } from '../../db/consumption-bytes.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { prepareDatabase } from '../../start/prepare-database.ts';
import { demoDays } from '../../test/demo-days.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DEMO_READING_ISSUES, estimatedDaysOf } from './demo-consumption.ts';
import { seedDemoInvoices, seedDemoInvoicesIfMissing } from './demo-invoices.ts';
import { DEMO_INVOICE_RULES } from './demo-invoices-data.ts';
import { addDays, madridToday } from './invoice-periods.ts';

// The two billed personas; the demo's sign-up customer (a copy of the household) is left out of these checks.
const PERSONA_TAX_IDS = sql.join([sql`'12345678Z'`, sql`'B58378431'`], sql`, `);

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

interface InvoiceRow {
  id: number;
  number: string;
  kind: 'electricity' | 'gas' | 'multipoint';
  tax_id: string;
  contract_id: number | null;
  contract_name: string | null;
  start_date: string;
  end_date: string;
  invoice_date: string;
  energy_kwh: string;
  amount_total: string;
  amount_pending: string;
  paid_status: 'pending_remesa' | 'pending_transfer' | 'paid' | 'paid_without_transaction' | 'manual_verification_required' | 'unpaid';
  rectificative_type: string;
  rectified_invoice_id: number | null;
  computation: TInvoiceComputation;
  pending_state_history: Array<{ change_date: string; pending_state: { ov_description: string } }>;
}

// The engine's input rebuilt from the tables alone, summing each hour into its tariff period; exported energy
// and the battery discount drawn (the invoice's ledger rows for the contract) when the contract has them.
async function recompute(
  database: DatabaseHandle,
  contractId: number,
  start: string,
  end: string,
  invoiceDate: string,
  factor = 1,
  invoiceId?: number,
) {
  const [contract] = await rows<{ type: string; tariff: string; price_list_id: number; supply_point_id: number; powers: number[] }>(
    database,
    sql`select c.type, t.name as tariff, c.price_list_id, c.supply_point_id,
               array(select power_w from contracted_powers p where p.contract_id = c.id order by period) as powers
        from contracts c join tariffs t on t.id = c.tariff_id where c.id = ${contractId}`,
  );
  const prices = await rows<{ term: string; period: number; valid_from: string; price: string }>(
    database,
    sql`select term, period, valid_from::text, price from price_list_prices where price_list_id = ${contract!.price_list_id} order by valid_from`,
  );
  const dated = (term: string, period = 0): TDatedValue[] =>
    prices.filter((p) => p.term === term && p.period === period).map((p) => ({ from: p.valid_from, value: Number(p.price) }));
  const stored = await rows<{ day: string; active: Uint8Array; exported: Uint8Array | null }>(
    database,
    sql`select day::text, active, exported from consumption_days
        where supply_point_id = ${contract!.supply_point_id} and day between ${start} and ${end} order by day`,
  );
  const exportedWh = stored.some((d) => d.exported)
    ? stored.reduce((sum, d) => sum + (d.exported ? (decodeReadings(d.exported) as number[]).reduce((a, b) => a + b, 0) : 0), 0)
    : undefined;
  const [battery] = await rows<{ links: number; drawn: number }>(
    database,
    sql`select (select count(*)::int from virtual_battery_links where contract_id = ${contractId}) as links,
               (select coalesce(sum(amount_cents), 0)::int from virtual_battery_ledger
                where invoice_id = ${invoiceId ?? null} and contract_id = ${contractId} and kind = 'discount') as drawn`,
  );
  // Quarter-hours add up to hours; gas has one reading a day. Billed periods have no gaps.
  const days = stored.map(({ day, active }) => {
    const values = decodeReadings(active) as number[];
    return { day, active_wh: (values.length === 1 ? values : hourlyOf({ day, values })) as number[] };
  });
  expect(days).toHaveLength((Date.parse(end) - Date.parse(start)) / 86_400_000 + 1);
  const common = { periodStart: start, periodEnd: end, invoiceDate, meterRentalPrices: dated('meter_rental') };
  const scale = (wh: number) => Math.round(wh * factor) / 1000;
  if (contract!.type === 'gas') {
    const wh = days.reduce((sum, d) => sum + d.active_wh.reduce((a, b) => a + b, 0), 0);
    return computeGasInvoice({ ...common, fixedPrices: dated('fixed'), energyPrices: dated('variable'), energyKwh: scale(wh) });
  }
  const periods = contract!.tariff === '2.0TD' ? 3 : 6;
  const wh = new Array<number>(periods).fill(0);
  for (const { day, active_wh } of days) {
    const hours = madridClockHours(day);
    active_wh.forEach((value, i) => {
      wh[tariffPeriodOfHour(contract!.tariff, day, hours[i]!) - 1]! += value;
    });
  }
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  // The contract's tariff-option choices price the same hours with their discount (docs/billing.md).
  const choices = await rows<{ kind: string; choice: Record<string, number>; fraction: string; valid_from: string }>(
    database,
    sql`select kind, choice, fraction, valid_from::text from contract_tariff_options where contract_id = ${contractId}`,
  );
  const options = choices.map(
    (c) => ({ ...c.choice, kind: c.kind, validFrom: c.valid_from, fraction: Number(c.fraction) }) as TTariffOptionChoice,
  );
  const discounts = tariffOptionDiscountedEnergy(
    contract!.tariff,
    days.map((d) => ({ day: d.day, values: d.active_wh })),
    options,
  ).map((d) => ({ ...d, kwh: scale(Math.round(d.kwh * 1000)) }));
  return computeElectricityInvoice({
    ...common,
    tariff: contract!.tariff,
    contractedPowerKw: contract!.powers.map((w) => w / 1000),
    powerPrices: range(contract!.powers.length).map((p) => dated('power', p)),
    energyKwh: wh.map(scale),
    energyPrices: range(periods).map((p) => dated('energy', p)),
    energyDiscounts: discounts,
    ...(exportedWh === undefined ? {} : { exportedKwh: exportedWh / 1000, surplusPrices: dated('surplus') }),
    ...(battery!.links > 0 ? { batteryDiscountAvailable: battery!.drawn / 100 } : {}),
  });
}

describe('demo invoices', () => {
  let database: DatabaseHandle;
  let invoices: InvoiceRow[];
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(database, { seedDemo: true });
    invoices = await rows<InvoiceRow>(
      database,
      sql`select i.*, i.start_date::text, i.end_date::text, i.invoice_date::text, cu.tax_id
          from invoices i join customers cu on cu.id = i.customer_id where cu.tax_id in (${PERSONA_TAX_IDS})
          order by i.invoice_date, i.number`,
    );
  });
  afterAll(() => database.close());

  it('bills two years of the domestic contracts, the closed one’s history and the company', () => {
    const count = (taxId: string, kind: string, contract?: string) =>
      invoices.filter(
        (i) =>
          i.tax_id === taxId && i.kind === kind && (contract === undefined || i.contract_name === contract) && i.rectificative_type === 'N',
      ).length;
    expect(count('12345678Z', 'electricity', '0001001')).toBe(24);
    expect(count('12345678Z', 'electricity', '0001002')).toBe(24);
    expect(count('12345678Z', 'gas', '0001003')).toBe(12);
    expect(count('12345678Z', 'electricity', '0000871')).toBe(12);
    expect(count('B58378431', 'electricity', '0002001')).toBe(12);
    expect(count('B58378431', 'multipoint')).toBe(12);
    expect(count('87654321X', 'electricity') + count('87654321X', 'gas')).toBe(0);
    for (const invoice of invoices) {
      expect(invoice.number).toMatch({ electricity: /^FE\d{8}$/, gas: /^FG\d{8}$/, multipoint: /^FM\d{8}$/ }[invoice.kind]);
      expect(invoice.invoice_date <= madridToday()).toBe(true);
    }
  });

  it('stores the engine’s result for the seeded consumption and prices', async () => {
    const cancelled = new Set(
      invoices.filter((i) => i.rectificative_type === 'A' || i.rectificative_type === 'B').map((i) => i.rectified_invoice_id),
    );
    for (const invoice of invoices.filter((i) => i.kind !== 'multipoint' && ['N', 'R'].includes(i.rectificative_type))) {
      // Invoices later cancelled were billed on an estimated reading.
      const factor = cancelled.has(invoice.id) ? DEMO_INVOICE_RULES.estimateFactor : 1;
      const expected = await recompute(
        database,
        invoice.contract_id!,
        invoice.start_date,
        invoice.end_date,
        invoice.invoice_date,
        factor,
        invoice.id,
      );
      expect(invoice.computation, invoice.number).toEqual(expected);
      expect(Number(invoice.amount_total)).toBe(expected.total);
      expect(Number(invoice.energy_kwh)).toBe(expected.energyKwh);
    }
  });

  it('discounts the happy hours of the household flat on its invoices from the choice on', () => {
    const { happyHoursFrom } = demoDays();
    const flat = invoices.filter((i) => i.contract_name === '0001001');
    expect(flat.some((i) => i.end_date < happyHoursFrom)).toBe(true);
    const discounted = (i: InvoiceRow) => i.computation.lines.filter((line) => line.key === 'tariff_option_discount');
    for (const invoice of flat) {
      const lines = discounted(invoice);
      if (invoice.end_date < happyHoursFrom) expect(lines, invoice.number).toEqual([]);
      if (invoice.start_date >= happyHoursFrom) {
        // 13 h is P1 and 14–15 h P2 on working days; weekends are all P3.
        expect(lines.map((line) => line.period).sort(), invoice.number).toEqual(['P1', 'P2', 'P3']);
        for (const line of lines) expect(line).toMatchObject({ option: 'happy_hours', fraction: 0.5 });
        expect(lines.every((line) => line.amount < 0)).toBe(true);
      }
    }
    expect(flat.some((i) => discounted(i).length > 0)).toBe(true);
    expect(invoices.filter((i) => i.contract_name !== '0001001').every((i) => discounted(i).length === 0)).toBe(true);
  });

  it('cancels a rectified invoice with its negative and replaces it on the metered reading', () => {
    for (const type of ['A', 'B']) {
      const cancelling = invoices.find((i) => i.rectificative_type === type)!;
      const original = invoices.find((i) => i.id === cancelling.rectified_invoice_id)!;
      expect(Number(cancelling.amount_total)).toBe(-Number(original.amount_total));
      expect(Number(cancelling.energy_kwh)).toBe(-Number(original.energy_kwh));
      const replacement = invoices.find((i) => i.rectificative_type === 'R' && i.rectified_invoice_id === original.id)!;
      expect(replacement.start_date).toBe(original.start_date);
      expect(Number(replacement.energy_kwh)).toBeLessThan(Number(original.energy_kwh));
    }
  });

  it('gives the domestic persona every status and at least four invoices payable online', () => {
    const domestic = invoices.filter((i) => i.tax_id === '12345678Z');
    const wire = (i: InvoiceRow) => ({
      paid_status: i.paid_status,
      rectificative_type: i.rectificative_type,
      amount_total: Number(i.amount_total),
      amount_pending: Number(i.amount_pending),
    });
    expect(new Set(domestic.map((i) => invoiceStatusLabel(wire(i))))).toEqual(new Set(INVOICE_STATUS_LABELS));
    expect(domestic.filter((i) => isInvoicePayable(wire(i))).length).toBeGreaterThanOrEqual(4);
    expect(domestic.some((i) => i.paid_status === 'paid_without_transaction')).toBe(true);
    const company = invoices.filter((i) => i.kind === 'multipoint');
    expect(company.filter((i) => isInvoicePayable(wire(i))).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a dated payment history and a card payment for invoices paid on the portal', async () => {
    for (const invoice of invoices) {
      expect(invoice.pending_state_history[0]).toEqual({
        change_date: invoice.invoice_date,
        pending_state: { ov_description: expect.any(String) },
      });
      const dates = invoice.pending_state_history.map((h) => h.change_date);
      expect([...dates].sort()).toEqual(dates);
    }
    const paid = await rows<{ number: string; amount_cents: number; amount_total: string; status: string }>(
      database,
      sql`select i.number, p.amount_cents, i.amount_total, p.status from payments p join invoices i on i.id = p.invoice_id
          join customers cu on cu.id = i.customer_id where cu.tax_id in (${PERSONA_TAX_IDS})`,
    );
    expect(paid.length).toBe(invoices.filter((i) => i.paid_status === 'paid' && Number(i.amount_total) > 0).length);
    for (const payment of paid) expect(payment.amount_cents).toBe(Math.round(Number(payment.amount_total) * 100));
  });

  it('groups the company’s three electricity points in each multipoint invoice', async () => {
    const points = await rows<{
      invoice_id: number;
      position: number;
      contract_name: string;
      energy_kwh: string;
      amount_total: string;
      computation: TInvoiceComputation;
    }>(database, sql`select * from invoice_points order by invoice_id, position`);
    for (const invoice of invoices.filter((i) => i.kind === 'multipoint')) {
      const mine = points.filter((p) => p.invoice_id === invoice.id);
      expect(mine.map((p) => p.contract_name)).toEqual(['0002001', '0002002', '0002003']);
      const cents = (values: string[]) => values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
      expect(cents(mine.map((p) => p.amount_total))).toBe(Math.round(Number(invoice.amount_total) * 100));
      expect(mine.reduce((sum, p) => sum + Math.round(Number(p.energy_kwh) * 1000), 0)).toBe(Math.round(Number(invoice.energy_kwh) * 1000));
      expect(invoice.contract_id).toBeNull();
      expect(invoice.computation.total).toBe(Number(invoice.amount_total));
    }
    const first = points[0]!;
    const invoice = invoices.find((i) => i.id === first.invoice_id)!;
    // Every point is the engine's result for its contract, its battery discount the ledger's row for it.
    for (const point of points.filter((p) => p.invoice_id === first.invoice_id)) {
      const [contract] = await rows<{ id: number }>(database, sql`select id from contracts where name = ${point.contract_name}`);
      expect(point.computation, point.contract_name).toEqual(
        await recompute(database, contract!.id, invoice.start_date, invoice.end_date, invoice.invoice_date, 1, invoice.id),
      );
    }
  });

  it('stores hours (23 and 25 at the clock changes), the workshop’s quarter-hours and gas by day; exports only with self-consumption', async () => {
    const days = await rows<{ cups: string; type: string; day: string; slots: number; exported: number | null; reactive: number | null }>(
      database,
      sql`select sp.cups, c.type, d.day::text, octet_length(d.active) / 4 as slots, octet_length(d.exported) / 4 as exported,
                 octet_length(d.reactive) / 4 as reactive
          from consumption_days d join supply_points sp on sp.id = d.supply_point_id
          join contracts c on c.supply_point_id = sp.id and c.name not in ('0000871', '0000872')
          join customers cu on cu.id = c.customer_id and cu.tax_id in (${PERSONA_TAX_IDS})`,
    );
    const QUARTER_HOURLY = 'ES0031408100000005RZ0F';
    for (const day of days) {
      const perHour = day.cups === QUARTER_HOURLY ? 4 : 1;
      expect(day.slots, `${day.cups} ${day.day}`).toBe(day.type === 'gas' ? 1 : madridClockHours(day.day).length * perHour);
      expect(day.exported === null || day.exported === day.slots).toBe(true);
      expect(day.reactive, day.cups).toBe(day.type === 'gas' ? null : day.slots);
    }
    // Every electricity point was metered over at least one spring and one autumn clock change.
    const points = new Set(days.filter((d) => d.type === 'electricity').map((d) => d.cups));
    expect(points.size).toBe(5);
    for (const cups of points) {
      const perHour = cups === QUARTER_HOURLY ? 4 : 1;
      expect(days.filter((d) => d.cups === cups && d.slots === 23 * perHour).length, cups).toBeGreaterThanOrEqual(1);
      expect(days.filter((d) => d.cups === cups && d.slots === 25 * perHour).length, cups).toBeGreaterThanOrEqual(1);
    }
    // The house in Girona and the company's showroom have solar panels.
    expect(new Set(days.filter((d) => d.exported !== null).map((d) => d.cups))).toEqual(
      new Set(['ES0031405000000002ZH0F', 'ES0031408100000017WA0F']),
    );
  });

  it('marks the days the distributor estimated and leaves the meter’s gaps empty', async () => {
    const estimated = await rows<{ cups: string; day: string }>(
      database,
      sql`select sp.cups, d.day::text from consumption_days d join supply_points sp on sp.id = d.supply_point_id
          where d.estimated is not null order by 1, 2`,
    );
    const today = madridToday();
    expect(estimated.map((e) => `${e.cups} ${e.day}`)).toEqual(
      expect.arrayContaining(
        ['ES0031405000000002ZH0F', 'ES0031408100000005RZ0F'].flatMap((cups) => estimatedDaysOf(cups, today).map((day) => `${cups} ${day}`)),
      ),
    );
    expect(estimated.length).toBeGreaterThanOrEqual(6);
    const flatGap = DEMO_READING_ISSUES.ES0031408000000001AP0F!.gaps![0]!;
    const flat = await rows<{ day: string; active: Uint8Array }>(
      database,
      sql`select d.day::text, d.active from consumption_days d join supply_points sp on sp.id = d.supply_point_id
          where sp.cups = 'ES0031408000000001AP0F' and d.day = ${addDays(madridToday(), -flatGap.daysAgo)}::date`,
    );
    expect(
      decodeReadings(flat[0]!.active)
        .slice(0, 6)
        .map((v) => v === null),
    ).toEqual([false, false, true, true, true, false]);
  });

  it('generates the same rows again for the same day', async () => {
    const query = sql`select number, kind, contract_name, start_date, end_date, invoice_date, energy_kwh, amount_total, amount_pending,
                             paid_status, rectificative_type, computation, pending_state_history from invoices order by number`;
    const before = await rows(database, query);
    let after: unknown[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from invoices`);
        await tx.execute(sql`delete from consumption_days`);
        await seedDemoInvoices(tx, madridToday());
        after = rowsOf<unknown>(await tx.execute(query));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(after).toEqual(before);
    expect(await rows(database, query)).toEqual(before);
  });

  it('adds the invoices on the next start of a database seeded before they existed', async () => {
    expect(await seedDemoInvoicesIfMissing(database.db)).toBe(false);
    // The household's battery ledger (its links kept from the first seed) comes back with its invoices.
    const household = sql`select kind, entry_date::text, amount_cents::int from virtual_battery_ledger l
      join virtual_batteries b on b.id = l.battery_id join customers cu on cu.id = b.customer_id
      where cu.tax_id = '12345678Z' order by l.id`;
    const ledger = await rows(database, household);
    expect(ledger.length).toBeGreaterThan(0);
    await database.db.execute(sql`delete from invoices`);
    await database.db.execute(sql`delete from consumption_days`);
    await database.db.execute(sql`delete from price_list_prices`);
    await database.db.execute(sql`delete from contracts where name in ('0002002', '0002003')`);
    await prepareDatabase(database, { seedDemo: true });
    const [after] = await rows<{ n: number; contracts: number }>(
      database,
      sql`select count(*)::int as n, (select count(*)::int from contracts where name in ('0002002', '0002003')) as contracts
          from invoices i join customers cu on cu.id = i.customer_id where cu.tax_id in (${PERSONA_TAX_IDS})`,
    );
    expect(after).toEqual({ n: invoices.length, contracts: 2 });
    expect(await rows(database, household)).toEqual(ledger);
  });
});
