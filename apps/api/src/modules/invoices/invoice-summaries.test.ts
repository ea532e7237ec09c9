import { type TFilterParamField, type TInvoiceKind, ZFilterParamsResponseSchema } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { fetchList, get, PERSONAS } from '../../test/invoices-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FilterChoicesCache } from './filter-choices-cache.ts';
import { InvoicesRepo } from './repo.ts';
import { InvoicesService } from './service.ts';

interface InvoiceRow {
  id: number;
  customer_id: number;
  kind: string;
  month: string;
  amount_pending: number;
  cups_name: string | null;
  cups_address: string | null;
  contract_name: string | null;
  payer_vat: string;
}
interface PointRow {
  invoice_id: number;
  cups_name: string;
  cups_address: string;
  contract_name: string;
}

/**
 * invoice_counts and invoice_filter_values (migration 0004) and invoice_month_counts (0005) are
 * kept by triggers: after every kind of write they must equal what counting and collecting the
 * invoices themselves gives.
 */
describe('invoice summaries kept by triggers', () => {
  let t: TestApp;
  let marta: string;
  let martaId: number;
  let companyId: number;

  const rows = async <T>(query: SQL) => rowsOf<T>(await t.database.db.execute(query));
  const exec = (query: SQL) => t.database.db.execute(query);

  /** The counts and values computed here from invoices and points, the way the lists used to read them. */
  async function expected() {
    const invoices = await rows<InvoiceRow>(
      sql`select id, customer_id, kind, to_char(invoice_date, 'YYYY-MM') as month, amount_pending::float8 as amount_pending,
                 cups_name, cups_address, contract_name, payer_vat from invoices`,
    );
    const points = await rows<PointRow>(sql`select invoice_id, cups_name, cups_address, contract_name from invoice_points`);
    const byId = new Map(invoices.map((i) => [i.id, i]));
    const counts = new Map<string, number>();
    const months = new Map<string, [number, number, number]>();
    const values = new Set<string>();
    const add = (i: InvoiceRow, field: string, value: string | null) => {
      if (value) values.add(`${i.customer_id}|${i.kind}|${field}|${value}`);
    };
    for (const i of invoices) {
      counts.set(`${i.customer_id}|${i.kind}`, (counts.get(`${i.customer_id}|${i.kind}`) ?? 0) + 1);
      const month = months.get(`${i.customer_id}|${i.kind}|${i.month}`) ?? [0, 0, 0];
      months.set(`${i.customer_id}|${i.kind}|${i.month}`, [
        month[0] + 1,
        month[1] + (i.amount_pending > 0 ? 1 : 0),
        month[2] + (i.amount_pending === 0 ? 1 : 0),
      ]);
      add(i, 'vats', i.payer_vat);
      if (i.kind === 'multipoint') continue;
      add(i, 'cups', i.cups_name);
      add(i, 'addresses', i.cups_address);
      add(i, 'contracts', i.contract_name);
    }
    for (const p of points) {
      const i = byId.get(p.invoice_id)!;
      if (i.kind !== 'multipoint') continue;
      add(i, 'cups', p.cups_name);
      add(i, 'addresses', p.cups_address);
      add(i, 'contracts', p.contract_name);
    }
    return {
      counts: Object.fromEntries([...counts].sort()),
      months: Object.fromEntries([...months].map(([key, n]) => [key, n.join('/')]).sort()),
      values: [...values].sort(),
    };
  }

  async function kept() {
    const counts = await rows<{ key: string; n: number }>(
      sql`select customer_id || '|' || kind as key, invoices as n from invoice_counts where invoices > 0`,
    );
    const months = await rows<{ key: string; n: string }>(
      sql`select customer_id || '|' || kind || '|' || to_char(month, 'YYYY-MM') as key, invoices || '/' || open || '/' || paid as n
          from invoice_month_counts where invoices <> 0 or open <> 0 or paid <> 0`,
    );
    const values = await rows<{ v: string }>(
      sql`select customer_id || '|' || kind || '|' || field || '|' || value as v from invoice_filter_values`,
    );
    return {
      counts: Object.fromEntries(counts.map((r) => [r.key, r.n]).sort()),
      months: Object.fromEntries(months.map((r) => [r.key, r.n]).sort()),
      values: values.map((r) => r.v).sort(),
    };
  }

  const version = async (customerId: number, kind: string) =>
    (await rows<{ version: number }>(sql`select version from invoice_counts where customer_id = ${customerId} and kind = ${kind}`))[0]
      ?.version;

  const insertInvoice = (customerId: number, number: string, kind: string, address: string) =>
    exec(sql`
      insert into invoices (customer_id, kind, contract_name, cups_name, cups_address, payer_vat, number, invoice_date, start_date,
                            end_date, energy_kwh, amount_total, amount_pending, paid_status, computation)
      values (${customerId}, ${kind}, 'T-' || ${number}, 'ES00T' || ${number}, ${address}, 'B00000000', ${number}, '2026-01-05', '2025-12-01',
              '2025-12-31', 100, 50, 50, 'pending_transfer', '{}'::jsonb)`);

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(PERSONAS.marta);
    const customers = await rows<{ id: number; tax_id: string }>(
      sql`select id, tax_id from customers where tax_id in (${PERSONAS.marta}, ${PERSONAS.company})`,
    );
    martaId = customers.find((c) => c.tax_id === PERSONAS.marta)!.id;
    companyId = customers.find((c) => c.tax_id === PERSONAS.company)!.id;
  });
  afterAll(() => t.close());

  it('match the seeded invoices, and give the lists their totals and choices', async () => {
    const now = await expected();
    expect(now.values.length).toBeGreaterThan(10);
    expect(await kept()).toEqual(now);
    const list = await fetchList(t, marta, 'invoices', { limit: 1 });
    expect(list.n_items).toBe(now.counts[`${martaId}|electricity`]);
  });

  it('give the lists filtered by invoice date and state the totals counting the invoices gives', async () => {
    const ranges: Array<[string | undefined, string | undefined]> = [
      ['2025-01-01', '2025-12-31'],
      ['2024-11-15', '2025-03-10'],
      ['2025-03-01', '2025-03-31'],
      ['2025-03-05', '2025-03-05'],
      ['2025-02-20', '2025-03-10'],
      [undefined, '2025-06-30'],
      ['2025-06-10', undefined],
      [undefined, undefined],
      ['2025-06-01', '2025-01-01'],
    ];
    for (const kind of ['electricity', 'gas'] as const) {
      for (const [from, to] of ranges) {
        for (const state of [undefined, 'open', 'paid'] as const) {
          const terms = [
            ...(from ? [['date_invoice', '>=', from] as const] : []),
            ...(to ? [['date_invoice', '<=', to] as const] : []),
            ...(state ? [['state', '=', state] as const] : []),
          ];
          if (terms.length === 0) continue;
          const [counted] = await rows<{ n: number }>(sql`
            select count(*)::int as n from invoices
            where customer_id = ${martaId} and kind = ${kind}
              and invoice_date >= ${from ?? '1900-01-01'} and invoice_date <= ${to ?? '2999-12-31'}
              and (${state ?? 'any'} = 'any' or (${state ?? 'any'} = 'open' and amount_pending > 0) or (${state ?? 'any'} = 'paid' and amount_pending = 0))`);
          // A page of one: the total comes from the count, not from the page.
          const list = await fetchList(t, marta, 'invoices', { type: kind, limit: 1, filter: terms as never });
          expect(list.n_items, `${kind} ${from}..${to} ${state}`).toBe(counted!.n);
        }
      }
    }
  });

  it('follow invoices added, paid, reprinted, moved and removed', async () => {
    await insertInvoice(martaId, 'SUM-1', 'electricity', 'CL Nova 1, Girona');
    await insertInvoice(martaId, 'SUM-2', 'electricity', 'CL Nova 1, Girona');
    expect(await kept()).toEqual(await expected());
    const params = (await get(t, '/api/v1/filter/params?fields=addresses&type=electricity', marta)).json() as { addresses: string[] };
    expect(params.addresses).toContain('CL Nova 1, Girona');

    // A payment changes nothing the summaries hold: not even the version (a cache stays valid).
    const before = await version(martaId, 'electricity');
    await exec(sql`update invoices set amount_pending = 0, paid_status = 'paid' where number = 'SUM-1'`);
    expect(await version(martaId, 'electricity')).toBe(before);

    await exec(sql`update invoices set cups_address = 'CL Nova 2, Girona' where number = 'SUM-1'`);
    expect(await kept()).toEqual(await expected());
    expect(await version(martaId, 'electricity')).toBeGreaterThan(before!);
    await exec(sql`update invoices set cups_address = 'CL Nova 2, Girona' where number = 'SUM-2'`);
    expect((await kept()).values).not.toContain(`${martaId}|electricity|addresses|CL Nova 1, Girona`);

    // A payment moves the invoice from open to paid in its month; a new date moves it to another month.
    expect(await kept()).toEqual(await expected());
    await exec(sql`update invoices set invoice_date = '2025-07-15' where number = 'SUM-2'`);
    expect(await kept()).toEqual(await expected());
    await exec(sql`update invoices set kind = 'gas' where number = 'SUM-2'`);
    await exec(sql`update invoices set customer_id = ${companyId} where number = 'SUM-1'`);
    expect(await kept()).toEqual(await expected());

    await exec(sql`delete from invoices where number in ('SUM-1', 'SUM-2')`);
    const after = await kept();
    expect(after).toEqual(await expected());
    expect(after.values.some((v) => v.includes('CL Nova'))).toBe(false);
  });

  it('follow the points of multipoint invoices, also when the invoice goes with them', async () => {
    const [invoice] = await rows<{ id: number }>(
      sql`select id from invoices where customer_id = ${companyId} and kind = 'multipoint' order by id limit 1`,
    );
    await exec(sql`
      insert into invoice_points (invoice_id, position, contract_name, cups_name, cups_address, energy_kwh, amount_total, computation)
      values (${invoice!.id}, 99, 'MP-NEW', 'ES00MPNEW', 'CL Port 9, Barcelona', 1, 1, '{}'::jsonb)`);
    expect((await kept()).values).toContain(`${companyId}|multipoint|contracts|MP-NEW`);
    expect(await kept()).toEqual(await expected());

    await exec(sql`update invoice_points set cups_address = 'CL Port 10, Barcelona' where contract_name = 'MP-NEW'`);
    expect(await kept()).toEqual(await expected());
    await exec(sql`delete from invoice_points where contract_name = 'MP-NEW'`);
    expect(await kept()).toEqual(await expected());

    await exec(sql`delete from invoices where customer_id = ${companyId} and kind = 'multipoint'`);
    const after = await kept();
    expect(after).toEqual(await expected());
    expect(after.values.some((v) => v.startsWith(`${companyId}|multipoint|`))).toBe(false);
  });

  it('tell a cache of the filter choices when they changed', async () => {
    // Every customer's choices kept, however few: the demo customers have only a handful.
    const service = new InvoicesService(new InvoicesRepo(t.database.db), new FilterChoicesCache(10, 0));
    const [user] = await rows<{ id: number }>(sql`select id from users where login = ${PERSONAS.marta}`);
    const choices = async (kind: TInvoiceKind, fields: TFilterParamField[]) =>
      ZFilterParamsResponseSchema.parse(JSON.parse(String(await service.filterParams(user!.id, kind, fields))));
    const first = await choices('electricity', ['addresses']);
    expect(first.addresses).not.toContain('CL Cache 1, Girona');
    await insertInvoice(martaId, 'SUM-3', 'electricity', 'CL Cache 1, Girona');
    expect((await choices('electricity', ['addresses'])).addresses).toContain('CL Cache 1, Girona');
    await exec(sql`delete from invoices where number = 'SUM-3'`);
    expect(await choices('electricity', ['addresses'])).toEqual(first);
    expect(await choices('multipoint', ['addresses', 'vats'])).toEqual({ addresses: [], vats: [] });
  });

  it('go with their customer', async () => {
    await exec(sql`delete from customers where id = ${companyId}`);
    expect(await kept()).toEqual(await expected());
    expect(await rows(sql`select 1 from invoice_counts where customer_id = ${companyId}`)).toEqual([]);
  });
});
