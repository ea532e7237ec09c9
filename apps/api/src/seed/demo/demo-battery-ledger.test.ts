import {
  availableBatteryDiscountCents,
  batteryBalanceCents,
  isBatteryLinkActive,
  type TBatteryLedgerEntry,
  type TInvoiceComputation,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { prepareDatabase } from '../../start/prepare-database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { testCustomerTaxId } from '../e2e/test-customer-ids.ts';
import { madridToday } from './invoice-periods.ts';

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

interface LinkRow {
  battery_id: number;
  battery: string;
  tax_id: string;
  contract_id: number;
  contract: string;
  start_date: string;
  end_date: string | null;
  percentage: number;
  discount_setting: string;
  is_origin: boolean;
}
interface LedgerRow {
  id: number;
  battery_id: number;
  entry_date: string;
  kind: 'deposit' | 'discount';
  invoice_id: number;
  contract_id: number;
  amount_cents: number;
}
/** One computation per invoice and contract: a single invoice's, or each point of a multipoint invoice. */
interface Billed {
  invoice_id: number;
  contract_id: number;
  invoice_date: string;
  computation: TInvoiceComputation;
}

const cents = (euros: number | undefined) => Math.round((euros ?? 0) * 100);
const batteryLines = (computation: TInvoiceComputation) =>
  computation.lines.filter((line) => line.key === 'virtual_battery_discount').reduce((sum, line) => sum - cents(line.amount), 0);
const active = (link: LinkRow, day: string) => isBatteryLinkActive({ data_inici: link.start_date, data_final: link.end_date }, day);

describe('demo virtual batteries: the ledger and the invoices agree', () => {
  let database: DatabaseHandle;
  let links: LinkRow[];
  let ledger: LedgerRow[];
  let billed: Billed[];
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(database, { seedDemo: true, testCustomers: 1 });
    links = await rows<LinkRow>(
      database,
      sql`select l.battery_id, b.name as battery, cu.tax_id, l.contract_id, c.name as contract, l.start_date::text, l.end_date::text,
                 l.percentage, l.discount_setting, l.is_origin
          from virtual_battery_links l join virtual_batteries b on b.id = l.battery_id join contracts c on c.id = l.contract_id
          join customers cu on cu.id = b.customer_id order by l.id`,
    );
    ledger = await rows<LedgerRow>(
      database,
      sql`select id::int, battery_id, entry_date::text, kind, invoice_id, contract_id, amount_cents::int from virtual_battery_ledger order by id`,
    );
    billed = await rows<Billed>(
      database,
      sql`select i.id as invoice_id, i.contract_id, i.invoice_date::text, i.computation from invoices i where i.kind = 'electricity'
          union all
          select p.invoice_id, p.contract_id, i.invoice_date::text, p.computation from invoice_points p join invoices i on i.id = p.invoice_id`,
    );
  });
  afterAll(() => database.close());

  const batteries = () => [...new Set(links.map((l) => l.battery_id))];
  const entriesOf = (batteryId: number, before?: number): TBatteryLedgerEntry[] =>
    ledger
      .filter((row) => row.battery_id === batteryId && (before === undefined || row.id < before))
      .map((row) => ({ date: row.entry_date, kind: row.kind, cents: row.amount_cents, contractId: row.contract_id }));

  it('deposits, for each battery, the surplus its origin invoices could not net while the origin link was active', () => {
    for (const batteryId of batteries()) {
      const origins = links.filter((l) => l.battery_id === batteryId && l.is_origin);
      const expected = billed
        .filter((b) => origins.some((o) => o.contract_id === b.contract_id && active(o, b.invoice_date)))
        .reduce((sum, b) => sum + cents(b.computation.surplusLeft), 0);
      const deposited = ledger
        .filter((r) => r.battery_id === batteryId && r.kind === 'deposit')
        .reduce((sum, r) => sum + r.amount_cents, 0);
      expect(deposited, String(batteryId)).toBe(expected);
      // Every deposit row is one of those invoices' surplus, at the invoice's date.
      for (const row of ledger.filter((r) => r.battery_id === batteryId && r.kind === 'deposit')) {
        const source = billed.find((b) => b.invoice_id === row.invoice_id && b.contract_id === row.contract_id)!;
        expect(row.amount_cents).toBe(cents(source.computation.surplusLeft));
        expect(row.entry_date).toBe(source.invoice_date);
      }
    }
  });

  it('records as discount exactly what each invoice (or multipoint point) took off with its virtual_battery_discount line', () => {
    const drawn = new Map<string, number>();
    for (const row of ledger.filter((r) => r.kind === 'discount')) {
      const key = `${row.invoice_id}:${row.contract_id}`;
      drawn.set(key, (drawn.get(key) ?? 0) + row.amount_cents);
    }
    for (const b of billed) {
      const key = `${b.invoice_id}:${b.contract_id}`;
      expect(batteryLines(b.computation), key).toBe(drawn.get(key) ?? 0);
      expect(cents(b.computation.batteryDiscount), key).toBe(drawn.get(key) ?? 0);
    }
    for (const key of drawn.keys()) expect(billed.some((b) => `${b.invoice_id}:${b.contract_id}` === key)).toBe(true);
  });

  it('draws by the domain’s rule, only on active links that apply discounts, and never below an empty battery', () => {
    for (const row of ledger.filter((r) => r.kind === 'discount' && r.amount_cents > 0)) {
      const link = links.find((l) => l.battery_id === row.battery_id && l.contract_id === row.contract_id)!;
      expect(link.discount_setting, link.contract).toBe('aplicar');
      expect(active(link, row.entry_date), `${link.contract} ${row.entry_date}`).toBe(true);
      const offered = availableBatteryDiscountCents(
        entriesOf(row.battery_id, row.id),
        {
          contractId: link.contract_id,
          percentage: link.percentage,
          setting: link.discount_setting,
          data_inici: link.start_date,
          data_final: link.end_date,
        },
        row.entry_date,
      );
      expect(row.amount_cents, `${link.contract} ${row.entry_date}`).toBeLessThanOrEqual(offered);
    }
    for (const batteryId of batteries()) {
      const entries = entriesOf(batteryId);
      for (const day of new Set(entries.map((e) => e.date))) expect(batteryBalanceCents(entries, day), day).toBeGreaterThanOrEqual(0);
    }
    // The locked link (0 %, no_aplicar, inactive) and the old flat's battery have no rows.
    const idle = links.filter((l) => l.discount_setting === 'no_aplicar').map((l) => l.contract_id);
    expect(idle.length).toBeGreaterThan(0);
    expect(ledger.filter((r) => idle.includes(r.contract_id))).toEqual([]);
  });

  it('gives the household’s and the company’s batteries deposits and discounts on their linked contracts', () => {
    const summary = (taxId: string, battery: string) => {
      const mine = links.filter((l) => l.tax_id === taxId && l.battery === battery);
      const ids = new Set(mine.map((l) => l.battery_id));
      const of = (kind: string) => ledger.filter((r) => ids.has(r.battery_id) && r.kind === kind);
      const name = (contractId: number) => mine.find((l) => l.contract_id === contractId)!.contract.slice(-4);
      const ended = mine.find((l) => l.contract.endsWith('2003'))?.end_date;
      return {
        depositors: [...new Set(of('deposit').map((r) => name(r.contract_id)))],
        drawers: [...new Set(of('discount').map((r) => name(r.contract_id)))].sort(),
        discountsAfterItsEnd: of('discount').filter((r) => name(r.contract_id) === '2003' && ended != null && r.entry_date > ended).length,
      };
    };
    // Test customers' contracts are named after the demo's, with the demo number's last digits.
    for (const taxId of ['12345678Z', testCustomerTaxId(1)]) {
      expect(summary(taxId, 'Bateria Girona'), taxId).toEqual({ depositors: ['1002'], drawers: ['1001', '1002'], discountsAfterItsEnd: 0 });
    }
    // The second workshop's link ended inside the company's invoiced months, and it drew before.
    const ended = links.find((l) => l.tax_id === 'B58378431' && l.contract === '0002003')?.end_date;
    expect(ended).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ended! < madridToday()).toBe(true);
    expect(summary('B58378431', 'Bateria Empresa')).toEqual({
      depositors: ['2002'],
      drawers: ['2001', '2002', '2003'],
      discountsAfterItsEnd: 0,
    });
  });

  it('cancels a rectified invoice’s rows with the opposite sign', () => {
    const cancelling = ledger.filter((r) => r.amount_cents < 0);
    expect(cancelling.length).toBeGreaterThan(0);
    for (const row of cancelling) {
      expect(ledger.some((r) => r.kind === row.kind && r.contract_id === row.contract_id && r.amount_cents === -row.amount_cents)).toBe(
        true,
      );
    }
  });
});
