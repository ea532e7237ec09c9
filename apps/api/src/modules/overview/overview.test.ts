import {
  addDaysIso,
  billAmounts,
  isInvoicePayable,
  overviewActionHref,
  type TContract,
  type TInvoice,
  type TInvoiceComputation,
  type TOverview,
  ZCchChartV2Schema,
  ZOverviewSchema,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../test/contracts-test-support.ts';
import { fetchAll, PERSONAS } from '../../test/invoices-test-support.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { consumptionReader } from '../consumption/index.ts';
import { changesWaitingForSignature } from '../contract-changes/index.ts';
import { lastBilledDaysReader, pendingInvoicesReader } from '../invoices/index.ts';
import { unsettledAttemptsReader } from '../payments/index.ts';
import { tariffChoicesReader } from '../tariff-options/index.ts';
import { virtualBatteryLinksReader } from '../virtual-batteries/index.ts';
import { createOverviewService } from './index.ts';
import { OverviewRepo } from './repo.ts';

let t: TestApp;
let marta: string;
beforeAll(async () => {
  t = await createTestApp();
  marta = await t.login(PERSONAS.marta);
}, 120_000);
afterAll(async () => t?.close());

async function overviewOf(token: string): Promise<TOverview> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/overview', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZOverviewSchema.parse(res.json());
}

const cents = (euros: number) => Math.round(euros * 100);

describe('GET /api/v1/overview: the household', () => {
  it('asks for a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/overview' })).statusCode).toBe(401);
  });

  it('owes what its invoice lists leave pending, Pay on exactly the invoices the lists let pay', async () => {
    const overview = await overviewOf(marta);
    const listed: TInvoice[] = [...(await fetchAll(t, marta, 'invoices', 'electricity')), ...(await fetchAll(t, marta, 'invoices', 'gas'))];
    const owed = listed.filter((i) => i.amount_pending > 0 && !['A', 'B'].includes(i.rectificative_type));
    expect(owed.length).toBeGreaterThan(3);
    expect(overview.debt.invoices.map((i) => i.number).sort()).toEqual(owed.map((i) => i.number).sort());
    expect(cents(overview.debt.total)).toBe(owed.reduce((sum, i) => sum + cents(i.amount_pending), 0));
    for (const invoice of overview.debt.invoices) {
      const inList = listed.find((i) => i.number === invoice.number)!;
      expect(invoice.way === 'card', invoice.number).toBe(inList.online_payment.payment_enabled && isInvoicePayable(inList));
      expect(invoice.action.kind).toBe(invoice.way === 'card' ? 'pay' : 'see_invoice');
      expect(invoice.action.changes).toBe(invoice.way === 'card');
    }
    expect(cents(overview.debt.payable)).toBe(
      owed.filter((i) => i.online_payment.payment_enabled).reduce((s, i) => s + cents(i.amount_to_pay), 0),
    );
    // Newest first, as the invoice lists.
    const dates = overview.debt.invoices.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const pay = overview.debt.invoices.find((i) => i.way === 'card')!;
    expect(overviewActionHref(pay.action, 'ca-ES')).toBe(
      `/factures?contractType=${pay.kind === 'gas' ? 'gas' : 'electricitat'}&filter=name%3Aexact%3A${pay.number}&action=pagar-en-linia`,
    );
  });

  it('forecasts each active contract from the day after its last invoice to its last reading', async () => {
    const overview = await overviewOf(marta);
    expect(overview.forecasts.map((f) => f.contract.name).sort()).toEqual(['0001001', '0001002', '0001003']);
    expect(overview.no_forecast).toEqual([]);
    const listed = [...(await fetchAll(t, marta, 'invoices', 'electricity')), ...(await fetchAll(t, marta, 'invoices', 'gas'))];
    for (const forecast of overview.forecasts) {
      const lastEnd = listed
        .filter((i) => i.contract?.name === forecast.contract.name)
        .map((i) => i.end_date)
        .sort()
        .at(-1)!;
      expect(forecast.from).toBe(addDaysIso(lastEnd, 1));
      // Readings run to three days before the seed's day.
      expect(forecast.to).toBe(addDaysIso(overview.today, -3));
      expect(forecast.days).toBe(Math.round((Date.parse(forecast.to) - Date.parse(forecast.from)) / 86_400_000) + 1);
      expect(forecast.estimate).toBe(true);
      const a = forecast.amounts;
      expect(cents(a.power) + cents(a.energy) + cents(a.meter_rental) + cents(a.taxes) - cents(a.battery_discount)).toBe(cents(a.total));
      expect(a.total).toBeGreaterThan(0);
    }
  });

  it('compares this month with the same days of last year, as the consumption chart sums them', async () => {
    const overview = await overviewOf(marta);
    const flat = overview.consumption.find((c) => c.contract.name === '0001001')!;
    expect(flat.month).toBe(flat.through.slice(0, 7));
    expect(flat.through).toBe(addDaysIso(overview.today, -3));
    const start = `${flat.month}-01`;
    const chart = await t.app.inject({
      method: 'GET',
      url: `/api/v2/contracts/0001001/cch/chart/daily/?start=${start}&end=${flat.through}`,
      headers: bearer(marta),
    });
    expect(chart.statusCode).toBe(200);
    // The chart's days, by period, add up to the overview's month (both in Wh summed by the domain, kWh to three decimals).
    const active = ZCchChartV2Schema.parse(chart.json()).magnitudes.elements.find((e) => e.magnitude === 'active')!;
    const chartByPeriod = active.byPeriod!.map((values) => values.reduce<number>((sum, wh) => sum + (wh ?? 0), 0) / 1000);
    expect(flat.kwh_by_period).toEqual(chartByPeriod);
    expect(flat.kwh).toBeCloseTo(
      chartByPeriod.reduce((a, b) => a + b, 0),
      3,
    );
    expect(flat.last_year_same_days_kwh).not.toBeNull();
    // JSON has no −0: a fall of under half a percent arrives as 0.
    expect(flat.change_percent).toBe(Math.round(((flat.kwh - flat.last_year_same_days_kwh!) / flat.last_year_same_days_kwh!) * 100) || 0);
    expect(overviewActionHref(flat.action, 'es-ES')).toBe('/contratos/electricidad/0001001#consumption');
  });

  it('shows the change waiting for signature and the answered requests, each with its action', async () => {
    const overview = await overviewOf(marta);
    expect(overview.waiting).toContainEqual(
      expect.objectContaining({ kind: 'change_waiting_for_signature', contract: { name: '0001002', type: 'electricity' }, change: 'iban' }),
    );
    const answered = overview.waiting.filter((w) => w.kind === 'case_answered');
    expect(answered.length).toBeGreaterThan(0);
    for (const item of answered) expect(item.action).toMatchObject({ route: 'requestDetail', params: { id: item.number } });
  });
});

describe('a request read', () => {
  it('leaves the overview once the customer opens it, not when a read-only token does', async () => {
    const [first] = (await overviewOf(marta)).waiting.filter((w) => w.kind === 'case_answered') as Array<{ number: string }>;
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken(PERSONAS.marta))!;
    const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/requests/${first!.number}`, headers: bearer(token) });
    expect((await open(readOnly)).statusCode).toBe(200);
    expect((await overviewOf(marta)).waiting).toContainEqual(expect.objectContaining({ kind: 'case_answered', number: first!.number }));
    expect((await open(marta)).statusCode).toBe(200);
    expect((await overviewOf(marta)).waiting).not.toContainEqual(expect.objectContaining({ kind: 'case_answered', number: first!.number }));
    // A new answer of staff brings it back.
    const [row] = await rows<{ id: number }>(t.database, sql`select id from cases where number = ${first!.number}`);
    await t.database.db.execute(
      sql`insert into case_messages (case_id, author_kind, staff_label, body, created_at) values (${row!.id}, 'staff', 'Atenció al client', 'Una altra resposta', now() + interval '1 second')`,
    );
    expect((await overviewOf(marta)).waiting).toContainEqual(expect.objectContaining({ kind: 'case_answered', number: first!.number }));
  });
});

describe('payments that wait', () => {
  it('says a failed card payment with Pay again, and one in process with a look at the invoice', async () => {
    const before = await overviewOf(marta);
    const [failedOn, pendingOn] = before.debt.invoices.filter((i) => i.way === 'card');
    const customer = await rows<{ id: number }>(t.database, sql`select id from customers where tax_id = ${PERSONAS.marta}`);
    const insert = (invoiceId: number, status: string, key: string) =>
      t.database.db.execute(sql`insert into payments (invoice_id, customer_id, platform, idempotency_key, status, amount_cents)
        values (${invoiceId}, ${customer[0]!.id}, 'sandbox', ${key}, ${status}, 1234)`);
    await insert(failedOn!.id, 'failed', 'overview-test-failed');
    await insert(pendingOn!.id, 'processing', 'overview-test-processing');
    try {
      const overview = await overviewOf(marta);
      expect(overview.waiting).toContainEqual(
        expect.objectContaining({
          kind: 'payment_failed',
          invoice_number: failedOn!.number,
          amount: 12.34,
          action: expect.objectContaining({ kind: 'pay' }),
        }),
      );
      expect(overview.waiting).toContainEqual(
        expect.objectContaining({
          kind: 'payment_pending',
          invoice_number: pendingOn!.number,
          action: expect.objectContaining({ kind: 'see_invoice' }),
        }),
      );
      // The invoice in process is not payable meanwhile: its way says so, and Pay is not offered.
      expect(overview.debt.invoices.find((i) => i.id === pendingOn!.id)).toMatchObject({
        way: 'payment_in_process',
        action: { kind: 'see_invoice' },
      });
    } finally {
      await t.database.db.execute(sql`delete from payments where idempotency_key like 'overview-test-%'`);
    }
  });
});

describe('a battery discount promised', () => {
  it('is the one the contract page shows, and the forecast draws it', async () => {
    const [link] = await rows<{ battery_id: number; contract_id: number }>(
      t.database,
      sql`select l.battery_id, l.contract_id from virtual_battery_links l join contracts c on c.id = l.contract_id
          where c.name = '0001001' and l.discount_setting = 'aplicar'`,
    );
    const [invoice] = await rows<{ id: number }>(
      t.database,
      sql`select id from invoices where contract_name = '0001002' order by id desc limit 1`,
    );
    await t.database.db.execute(sql`insert into virtual_battery_ledger (battery_id, entry_date, kind, invoice_id, contract_id, amount_cents)
      values (${link!.battery_id}, current_date - 1, 'deposit', ${invoice!.id}, ${link!.contract_id}, 2500)`);
    try {
      const overview = await overviewOf(marta);
      const detail = (await t.app.inject({ method: 'GET', url: '/api/v2/contracts/0001001', headers: bearer(marta) })).json() as TContract;
      const promised = detail.bateria_virtual.reduce((sum, l) => sum + cents(l.available_discount), 0);
      expect(promised).toBeGreaterThan(0);
      const items = overview.waiting.filter((w) => w.kind === 'battery_discount' && w.contract.name === '0001001') as Array<{
        amount: number;
      }>;
      expect(items.reduce((sum, item) => sum + cents(item.amount), 0)).toBe(promised);
      const forecast = overview.forecasts.find((f) => f.contract.name === '0001001')!;
      // Drawn up to what the power and energy terms leave (docs/billing.md): early in a month the
      // period in course has two or three days read, and less room than the promise.
      const room = cents(forecast.amounts.power) + cents(forecast.amounts.energy);
      expect(cents(forecast.amounts.battery_discount)).toBe(Math.min(promised, room));
      expect(cents(forecast.amounts.battery_discount)).toBeGreaterThan(0);
    } finally {
      await t.database.db.execute(sql`delete from virtual_battery_ledger where amount_cents = 2500 and entry_date = current_date - 1`);
    }
  });
});

describe('who sees what', () => {
  it('shows another customer only their own', async () => {
    const company = await overviewOf(await t.login(PERSONAS.company));
    const mine = await overviewOf(marta);
    const companyContracts = await rows<{ name: string }>(
      t.database,
      sql`select c.name from contracts c join customers cu on cu.id = c.customer_id where cu.tax_id = ${PERSONAS.company}`,
    );
    const names = new Set(companyContracts.map((c) => c.name));
    expect(company.forecasts.length).toBeGreaterThan(0);
    for (const f of [...company.forecasts, ...company.consumption]) expect(names.has(f.contract.name)).toBe(true);
    const martaNumbers = new Set(mine.debt.invoices.map((i) => i.number));
    expect(company.debt.invoices.some((i) => martaNumbers.has(i.number))).toBe(false);
    expect(company.waiting.some((w) => w.kind === 'change_waiting_for_signature' && !names.has(w.contract.name))).toBe(false);
    // The multipoint invoices are the company's debt too, and each point's period starts after its last multipoint invoice.
    expect(company.debt.invoices.some((i) => i.kind === 'multipoint')).toBe(true);
  });

  it('lets a read-only token read it: the same overview', async () => {
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken(PERSONAS.marta))!;
    expect(await overviewOf(readOnly)).toEqual(await overviewOf(marta));
  });

  it('gives the new customer an empty but valid overview', async () => {
    const overview = await overviewOf(await t.login(PERSONAS.newcomer));
    expect(overview).toMatchObject({
      debt: { total: 0, payable: 0, invoices: [] },
      forecasts: [],
      no_forecast: [],
      consumption: [],
      waiting: [],
    });
  });
});

describe('the forecast of a closed period is the invoice the seed issued for it', () => {
  const service = () =>
    createOverviewService({
      db: t.database.db,
      settings: t.app.portal.settings,
      pendingInvoices: pendingInvoicesReader(t.database.db),
      lastBilledDays: lastBilledDaysReader(t.database.db),
      unsettledAttempts: unsettledAttemptsReader(t.database.db),
      changesWaitingForSignature: changesWaitingForSignature(t.database.db),
      answeredCases: async () => [],
      batteryLinks: virtualBatteryLinksReader(t.database.db),
      tariffChoices: tariffChoicesReader(t.database.db),
      readings: consumptionReader(t.database.db),
    });

  it.each([
    ['0001001', 'the flat: 2.0TD, happy hours for fifteen months, a battery it draws from'],
    ['0001002', 'the house: solar surplus compensated, the battery it feeds and draws from'],
    ['0001003', 'the gas: two-monthly, RL.1'],
  ])('%s, %s: energy, power, taxes and total of every invoice on metered readings', async (contractName) => {
    const userId = (
      await rows<{ id: number }>(
        t.database,
        sql`select u.id from users u join customers c on c.id = u.customer_id where c.tax_id = ${PERSONAS.marta}`,
      )
    )[0]!.id;
    const contract = (await new OverviewRepo(t.database.db).activeContracts(userId)).find((c) => c.name === contractName)!;
    // Every invoice billed on the metered readings: not the cancelling ones (A, B), nor those they cancel, which the
    // seed billed on an estimate (metered × 1.12); their substitutes (R) were billed on the metered readings.
    const invoices = await rows<{
      number: string;
      start_date: string;
      end_date: string;
      invoice_date: string;
      computation: TInvoiceComputation;
    }>(
      t.database,
      sql`select number, start_date::text, end_date::text, invoice_date::text, computation from invoices i
          where contract_name = ${contractName} and rectificative_type in ('N', 'R')
            and not exists (select from invoices r where r.rectified_invoice_id = i.id)
          order by start_date`,
    );
    expect(invoices.length).toBeGreaterThanOrEqual(12);
    const overview = service();
    for (const invoice of invoices) {
      const result = await overview.forecast(contract, {
        from: invoice.start_date,
        to: invoice.end_date,
        invoiceDate: invoice.invoice_date,
        // What the battery let the invoice draw is what it had on offer then: the same line.
        ...(invoice.computation.batteryDiscount === undefined ? {} : { batteryDiscount: invoice.computation.batteryDiscount }),
      });
      expect(result, invoice.number).not.toBeNull();
      expect(result!.answer).toMatchObject({ from: invoice.start_date, to: invoice.end_date, days: invoice.computation.days });
      expect(result!.answer.amounts, invoice.number).toEqual(billAmounts(invoice.computation));
      expect(result!.forecast.computation, invoice.number).toEqual(invoice.computation);
    }
  });
});
