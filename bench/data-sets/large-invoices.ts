import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { priceListPrices } from '../../apps/api/src/db/schema/index.ts';
import { DEMO_INVOICE_RULES } from '../../apps/api/src/seed/demo/demo-invoices-data.ts';
import { priceSchedule, seedDemoPrices, type TPriceSchedule } from '../../apps/api/src/seed/demo/demo-prices.ts';
import { addDays, madridToday, periodsIssuedBy, type TPeriod } from '../../apps/api/src/seed/demo/invoice-periods.ts';
import { statusFields } from '../../apps/api/src/seed/demo/invoice-status.ts';
import { insertInvoicesSharingComputations } from './invoice-json-insert.ts';
import { ComputationCache, consumptionLevel, LARGE_NAME_BASE, largeInvoiceNumber, largeStatus } from './large-invoices-model.ts';
import { insertLargeMultipoint, type TLargeContract } from './large-multipoint.ts';

/**
 * Invoices for the large contract data set (large-contracts.ts), for the invoice benchmarks:
 * monthly electricity invoices over `electricityMonths`, gas every two months over `gasPeriods`,
 * computed by the billing engine from the cheap consumption model of large-invoices-model.ts
 * (no hourly rows). Customers with many contracts (the heavy ones) get monthly multipoint
 * invoices over some of their points for the last months instead of single ones. Rows go in
 * as JSON batches (one parameter per statement), each distinct computation parsed once, one
 * transaction per chunk of contracts; a chunk already written is skipped, so an interrupted run
 * resumes.
 */
export interface LargeInvoiceOptions {
  /** The day the data set is generated for (default: today in Spain). */
  today?: string;
  electricityMonths?: number;
  gasPeriods?: number;
  multipointMonths?: number;
  /** Points of each multipoint invoice, and how many contracts make a customer heavy. */
  multipointPoints?: number;
  heavyThreshold?: number;
  contractsPerTransaction?: number;
  rowsPerStatement?: number;
  log?: (line: string) => void;
}

export interface LargeInvoiceResult {
  contracts: number;
  invoices: number;
  multipointInvoices: number;
  points: number;
  /** Distinct engine runs (equal inputs share one). */
  computations: number;
  seconds: number;
}

export async function generateLargeInvoices(db: Database, options: LargeInvoiceOptions = {}): Promise<LargeInvoiceResult> {
  const started = performance.now();
  const today = options.today ?? madridToday();
  const log = options.log ?? (() => {});
  const delay = DEMO_INVOICE_RULES.issueDelayDays;
  const electricity = periodsIssuedBy(today, delay, options.electricityMonths ?? 26);
  const gas = periodsIssuedBy(today, delay, options.gasPeriods ?? 13, 2);
  const multipoint = electricity.slice(-(options.multipointMonths ?? 12));
  const rowsPerStatement = options.rowsPerStatement ?? 2_000;
  const chunk = options.contractsPerTransaction ?? 10_000;

  await db.transaction((tx) => seedDemoPrices(tx));
  const cache = new ComputationCache(await priceSchedules(db));
  const contracts = await largeContracts(db);
  if (contracts.length === 0) throw new Error('no large contracts: run large-contracts first');
  // lz4 compresses the stored computations several times faster than the default pglz, where the server has it.
  const lz4 = await supportsLz4(db);
  const grouped = groupedContracts(contracts, options.heavyThreshold ?? 100, options.multipointPoints ?? 20);
  log(`${contracts.length} contracts, ${grouped.size} billed in multipoint invoices for the last ${multipoint.length} months`);

  let written = 0;
  for (let start = 0; start < contracts.length; start += chunk) {
    const slice = contracts.slice(start, start + chunk);
    const rows = slice.flatMap((contract) => {
      const periods = singlePeriods(
        contract,
        contract.kind === 'gas' ? gas : electricity,
        grouped.has(contract.id) ? multipoint[0]!.start : null,
      );
      return periods.map((period, index) => invoiceRow(contract, period, periods.length - 1 - index, cache, today));
    });
    const marker = [...slice].reverse().find((c) => rows.some((row) => row.contractId === c.id));
    if (marker && (await hasInvoices(db, marker))) {
      log(`contracts ${start + slice.length}/${contracts.length}: already there`);
      continue;
    }
    const computations = new Map(rows.map((row) => [row.computation.key, row.computation.json]));
    await db.transaction(async (tx) => {
      if (lz4) await tx.execute(sql`set local default_toast_compression = 'lz4'`);
      await insertInvoicesSharingComputations(
        tx,
        computations,
        rows.map((row) => row.json),
        rowsPerStatement,
      );
    });
    written += rows.length;
    log(`contracts ${start + slice.length}/${contracts.length}: ${written} invoices, ${cache.computed} engine runs, ${seconds(started)} s`);
  }

  const groupedResult = await insertLargeMultipoint(db, contracts, grouped, multipoint, cache, today);
  log(`multipoint: ${groupedResult.invoices} invoices over ${groupedResult.points} points`);
  await db.execute(sql`analyze invoices`);
  await db.execute(sql`analyze invoice_points`);
  return {
    contracts: contracts.length,
    invoices: written,
    multipointInvoices: groupedResult.invoices,
    points: groupedResult.points,
    computations: cache.computed,
    seconds: Number(seconds(started)),
  };
}

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** Periods a contract is billed for on its own: within its dates, before its multipoint billing starts. */
function singlePeriods(contract: TLargeContract, window: TPeriod[], multipointFrom: string | null): TPeriod[] {
  return window.filter(
    (p) =>
      p.start >= contract.startDate &&
      (!contract.endDate || p.end <= contract.endDate) &&
      (multipointFrom === null || p.start < multipointFrom),
  );
}

/** The first `points` active electricity contracts of each customer holding at least `threshold`. */
function groupedContracts(contracts: readonly TLargeContract[], threshold: number, points: number): Map<number, number> {
  const byCustomer = new Map<number, TLargeContract[]>();
  for (const contract of contracts) {
    const mine = byCustomer.get(contract.customerId);
    if (mine) mine.push(contract);
    else byCustomer.set(contract.customerId, [contract]);
  }
  const grouped = new Map<number, number>();
  for (const [customerId, mine] of byCustomer) {
    if (mine.length < threshold) continue;
    for (const contract of mine.filter((c) => c.kind === 'electricity' && !c.endDate).slice(0, points))
      grouped.set(contract.id, customerId);
  }
  return grouped;
}

function invoiceRow(contract: TLargeContract, period: TPeriod, rank: number, cache: ComputationCache, today: string) {
  const n = Number(contract.name) - LARGE_NAME_BASE;
  const invoiceDate = addDays(period.end, DEMO_INVOICE_RULES.issueDelayDays);
  const computation = cache.get(contract, period, invoiceDate, consumptionLevel(n, period));
  const { total, energyKwh } = computation.computation;
  const status = statusFields(largeStatus(n, rank, contract.endDate !== null), total, invoiceDate, today);
  const fields = {
    customer_id: contract.customerId,
    kind: contract.kind,
    contract_id: contract.id,
    contract_name: contract.name,
    cups_name: contract.cups,
    cups_address: contract.address,
    payer_vat: contract.payerVat,
    number: largeInvoiceNumber(contract.kind === 'gas' ? 'FG' : 'FE', period, n),
    invoice_date: invoiceDate,
    start_date: period.start,
    end_date: period.end,
    energy_kwh: energyKwh,
    amount_total: total,
    amount_pending: status.amountPending,
    paid_status: status.paidStatus,
    rectificative_type: 'N',
    address_invoice_id: contract.addressId,
    pending_state_history: status.pendingStateHistory,
    computation_key: computation.key,
  };
  return { contractId: contract.id, computation, json: JSON.stringify(fields) };
}

async function supportsLz4(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`);
  return rowsOf<{ lz4: boolean }>(result)[0]?.lz4 === true;
}

async function hasInvoices(db: Database, contract: TLargeContract): Promise<boolean> {
  // Served by the list index (customer, kind, contract name, date).
  const result = await db.execute(
    sql`select 1 from invoices where customer_id = ${contract.customerId} and kind = ${contract.kind} and contract_name = ${contract.name} limit 1`,
  );
  return rowsOf<unknown>(result).length > 0;
}

async function priceSchedules(db: Database): Promise<Map<number, TPriceSchedule>> {
  const rows = await db.select().from(priceListPrices);
  const ids = [...new Set(rows.map((r) => r.priceListId))];
  return new Map(ids.map((id) => [id, priceSchedule(rows.filter((r) => r.priceListId === id))]));
}

async function largeContracts(db: Database): Promise<TLargeContract[]> {
  const result = await db.execute(sql`
    select c.id, c.name, c.type as kind, c.customer_id as "customerId", c.start_date::text as "startDate", c.end_date::text as "endDate",
           coalesce(c.payer_vat, cu.tax_id) as "payerVat", c.fiscal_address_id as "addressId", t.name as tariff,
           c.price_list_id as "priceListId", sp.cups, sp.full_address as address,
           coalesce(array(select p.power_w from contracted_powers p where p.contract_id = c.id order by p.period), '{}') as "powersW"
    from contracts c
    join customers cu on cu.id = c.customer_id
    join supply_points sp on sp.id = c.supply_point_id
    join tariffs t on t.id = c.tariff_id
    where length(c.name) = 8 and c.name >= ${String(LARGE_NAME_BASE + 1)} and c.state in ('activa', 'baixa')
      and c.start_date is not null and c.price_list_id is not null
    order by c.id`);
  return rowsOf<TLargeContract>(result);
}
