import { computeElectricityInvoice, computeGasInvoice, invoiceStatusLabel, type TInvoiceComputation } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { DEMO_PRICES, priceSchedule } from '../../apps/api/src/seed/demo/demo-prices.ts';
import { prepareDatabase } from '../../apps/api/src/start/prepare-database.ts';
import { openTestDatabase } from '../../apps/api/src/test/test-database.ts';
import { generateLargeContracts } from './large-contracts.ts';
import { generateLargeInvoices, type LargeInvoiceResult } from './large-invoices.ts';
import { consumptionLevel, gasEnergyKwh, LARGE_NAME_BASE, periodEnergyKwh } from './large-invoices-model.ts';

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

const TODAY = '2026-11-22';

// The generator at a small scale: the same code as the two-million-invoice run, checked row by row.
describe('large invoice data set generator', () => {
  let database: DatabaseHandle;
  let result: LargeInvoiceResult;
  const options = { today: TODAY, heavyThreshold: 20, multipointPoints: 4, contractsPerTransaction: 40, rowsPerStatement: 300 };
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(database, { seedDemo: true });
    await generateLargeContracts(database.db, { customers: 30, contracts: 100, heavyCustomers: 2, heavyContracts: 25, batchSize: 50 });
    result = await generateLargeInvoices(database.db, options);
  });
  afterAll(() => database.close());

  it('bills every supplying contract monthly (gas every two months), the grouped ones in multipoint at the end', async () => {
    const perContract = await rows<{ name: string; type: string; state: string; n: number; points: number }>(
      database,
      sql`select c.name, c.type, c.state, (select count(*)::int from invoices i where i.contract_id = c.id) as n,
                 (select count(*)::int from invoice_points p where p.contract_id = c.id) as points
          from contracts c where length(c.name) = 8 and c.start_date is not null and c.state in ('activa', 'baixa') order by c.name`,
    );
    const grouped = perContract.filter((c) => c.points > 0);
    expect(grouped).toHaveLength(2 * 4);
    for (const contract of perContract.filter((c) => c.state === 'activa' && c.points === 0)) {
      expect(contract.n, contract.name).toBe(contract.type === 'gas' ? 13 : 26);
    }
    for (const contract of grouped) expect([contract.n, contract.points]).toEqual([14, 12]);
    const [totals] = await rows<{ single: number; multipoint: number; points: number }>(
      database,
      sql`select count(*) filter (where kind <> 'multipoint')::int as single, count(*) filter (where kind = 'multipoint')::int as multipoint,
                 (select count(*)::int from invoice_points p join invoices m on m.id = p.invoice_id where length(m.number) = 12) as points
          from invoices where length(number) = 12`,
    );
    expect(totals).toEqual({ single: result.invoices, multipoint: result.multipointInvoices, points: result.points });
    expect(result.multipointInvoices).toBe(2 * 12);
  });

  it('stores the engine’s invoice of the modelled consumption', async () => {
    const sample = await rows<{
      name: string;
      kind: string;
      start_date: string;
      end_date: string;
      invoice_date: string;
      amount_total: string;
      computation: TInvoiceComputation;
      tariff: string;
      price_list: string;
      powers: number[];
    }>(
      database,
      sql`select i.contract_name as name, i.kind, i.start_date::text, i.end_date::text, i.invoice_date::text, i.amount_total, i.computation,
                 t.name as tariff, pl.name as price_list, array(select power_w from contracted_powers p where p.contract_id = c.id order by period) as powers
          from invoices i join contracts c on c.id = i.contract_id join tariffs t on t.id = c.tariff_id join price_lists pl on pl.id = c.price_list_id
          where length(i.number) = 12 order by md5(i.number) limit 400`,
    );
    expect(new Set(sample.map((s) => s.tariff)).size).toBeGreaterThanOrEqual(3);
    for (const invoice of sample) {
      const prices = priceSchedule(DEMO_PRICES.filter((p) => p.priceList === invoice.price_list));
      const period = { start: invoice.start_date, end: invoice.end_date };
      const level = consumptionLevel(Number(invoice.name) - LARGE_NAME_BASE, period);
      const common = {
        periodStart: period.start,
        periodEnd: period.end,
        invoiceDate: invoice.invoice_date,
        meterRentalPrices: prices.meterRental,
      };
      const expected =
        invoice.kind === 'gas'
          ? computeGasInvoice({
              ...common,
              fixedPrices: prices.fixed,
              energyPrices: prices.variable,
              energyKwh: gasEnergyKwh(period, level),
            })
          : computeElectricityInvoice({
              ...common,
              tariff: invoice.tariff,
              contractedPowerKw: invoice.powers.map((w) => w / 1000),
              powerPrices: prices.power,
              energyKwh: periodEnergyKwh(invoice.tariff, period, level),
              energyPrices: prices.energy,
            });
      expect(invoice.computation).toEqual(expected);
      expect(Number(invoice.amount_total)).toBe(expected.total);
    }
  });

  it('sums each multipoint invoice from its points and mixes payment states', async () => {
    const [check] = await rows<{ bad: number }>(
      database,
      sql`select count(*)::int as bad from invoices i
          where i.kind = 'multipoint' and length(i.number) = 12
            and i.amount_total <> (select sum(p.amount_total) from invoice_points p where p.invoice_id = i.id)`,
    );
    expect(check!.bad).toBe(0);
    const states = await rows<{ paid_status: string; rectificative_type: string; amount_total: string; amount_pending: string }>(
      database,
      sql`select paid_status, rectificative_type, amount_total, amount_pending from invoices where length(number) = 12`,
    );
    const labels = new Set(
      states.map((s) =>
        invoiceStatusLabel({ ...s, amount_total: Number(s.amount_total), amount_pending: Number(s.amount_pending) } as never),
      ),
    );
    for (const label of ['paid', 'pending_collection', 'pending_payment']) expect(labels.has(label as never), label).toBe(true);
  });

  it('skips what is already there when run again', async () => {
    const again = await generateLargeInvoices(database.db, options);
    expect([again.invoices, again.multipointInvoices]).toEqual([0, 0]);
    const [n] = await rows<{ n: number }>(database, sql`select count(*)::int as n from invoices where length(number) = 12`);
    expect(n!.n).toBe(result.invoices + result.multipointInvoices);
  });
});
