import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { customers, invoices, priceListPrices, virtualBatteryLedger, virtualBatteryLinks } from '../../db/schema/index.ts';
import { DEMO_SIGNUP_INDEX } from '../e2e/signup-customer-ids.ts';
import { testCustomerTaxId } from '../e2e/test-customer-ids.ts';
import { demoTemplateOf } from '../e2e/test-customers.ts';
import type { TDayConsumption, TPointModel } from './consumption-model.ts';
import { seedDemoBatteries, type TSeededBatteryLink } from './demo-batteries.ts';
import { DemoBatteryBook, type TPlannedLedgerRow } from './demo-battery-ledger.ts';
import { ensureCompanyContracts } from './demo-company-points.ts';
import { demoConsumption, demoPointModel, insertConsumptionDays } from './demo-consumption.ts';
import { writeDemoInvoiceMails } from './demo-invoice-mails.ts';
import type { TPlanContract, TPlannedInvoice } from './demo-invoice-plan.ts';
import { contractInvoiceSteps, multipointInvoiceSteps, runPlan, type TPlanStep } from './demo-invoice-steps.ts';
import {
  COMPANY_EXTRA_CONTRACTS,
  DEMO_COMPANY_TAX_ID,
  DEMO_DOMESTIC_TAX_ID,
  DEMO_INVOICE_RULES,
  DEMO_STATUS_SCRIPTS,
} from './demo-invoices-data.ts';
import { writeDemoInvoices } from './demo-invoices-writer.ts';
import { priceSchedule, seedDemoPrices } from './demo-prices.ts';
import { seedDemoPriceListOptions, seedDemoTariffOptionChoices } from './demo-tariff-options.ts';
import { addDays, madridToday, periodsIssuedBy, type TPeriod } from './invoice-periods.ts';
import { numberInvoices } from './invoice-status.ts';

// The demo's sign-up customer (signup-customers.ts) is billed like the personas: it is demo data.
const PERSONAS = [DEMO_DOMESTIC_TAX_ID, DEMO_COMPANY_TAX_ID, testCustomerTaxId(DEMO_SIGNUP_INDEX)];
const EXTRA_MODELS: TPointModel[] = COMPANY_EXTRA_CONTRACTS.map((c) => ({ key: c.cups, ...c.model }));

/**
 * Start-up step: when the demo personas exist but have no invoices (a fresh seed, or a data
 * directory seeded before invoices existed), writes prices, consumption and invoices in one
 * transaction. Answers whether it wrote them. `today` fixes the data set: the same day gives
 * the same rows.
 */
/** Where the demo's past mails link to when the start names no PUBLIC_URL (the default port's portal). */
export const DEMO_PUBLIC_URL = 'http://localhost:8080';

export async function seedDemoInvoicesIfMissing(
  db: Database,
  today: string = madridToday(),
  publicUrl = DEMO_PUBLIC_URL,
): Promise<boolean> {
  const personas = await db.select({ id: customers.id }).from(customers).where(inArray(customers.taxId, PERSONAS));
  if (personas.length < PERSONAS.length) return false;
  const ids = personas.map((p) => p.id);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices).where(inArray(invoices.customerId, ids));
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction((tx) => seedDemoInvoices(tx, today, [], publicUrl));
  return true;
}

interface TContractRow {
  id: number;
  name: string;
  type: 'electricity' | 'gas';
  state: string;
  start_date: string | null;
  end_date: string | null;
  customer_id: number;
  tax_id: string;
  payer_vat: string;
  fiscal_address_id: number | null;
  tariff: string;
  price_list_id: number;
  supply_point_id: number;
  cups: string;
  full_address: string;
  powers_w: number[];
}

/**
 * The demo data set of invoices (see docs/billing.md, "Data"), for the personas' contracts and
 * those of the test customers named (test-customers.ts), which follow the contracts they copy.
 */
export async function seedDemoInvoices(
  tx: Executor,
  today: string,
  testTaxIds: readonly string[] = [],
  publicUrl: string = DEMO_PUBLIC_URL,
): Promise<TPlannedInvoice[]> {
  const delay = DEMO_INVOICE_RULES.issueDelayDays;
  const electricity = periodsIssuedBy(today, delay, DEMO_INVOICE_RULES.electricityMonths);
  const gas = periodsIssuedBy(today, delay, DEMO_INVOICE_RULES.gasPeriods, 2);
  const multipoint = electricity.slice(-DEMO_INVOICE_RULES.multipointMonths);
  await seedDemoPrices(tx);
  await seedDemoPriceListOptions(tx);
  await ensureCompanyContracts(tx, multipoint[0]!.start);

  const rows = await contractRows(tx, [...PERSONAS, ...testTaxIds]);
  const tariffOptions = await seedDemoTariffOptionChoices(tx, rows, today);
  // The batteries and their links; a customer seeded before keeps its own, read back here.
  await seedDemoBatteries(tx, rows, today);
  const book = new DemoBatteryBook(await batteryLinksOf(tx, rows));
  const schedules = await priceSchedules(tx, [...new Set(rows.map((r) => r.price_list_id))]);
  // Which periods each contract is billed for, singly or in the company's multipoint invoices.
  const billing = rows.map((row) => ({
    row,
    single: singlePeriods(row, { electricity, gas, multipoint }),
    grouped: row.tax_id === DEMO_COMPANY_TAX_ID && row.type === 'electricity' && row.state === 'activa' ? multipoint : [],
  }));

  // Every invoice is a step, run in issue-date order across contracts: what an invoice may draw
  // from a battery depends on the ledger rows of those issued before it (docs/billing.md).
  const steps: TPlanStep[] = [];
  const companyContracts: TPlanContract[] = [];
  for (const { row, single, grouped } of billing) {
    const periods = [...single, ...grouped];
    const template = demoTemplateOf(row);
    const model = demoPointModel(template.cups, EXTRA_MODELS);
    if (periods.length === 0 || !model) continue;
    // Metered from the first billed day up to a few days ago (or the contract's end).
    const last = row.end_date && row.state !== 'activa' ? row.end_date : addDays(today, -DEMO_INVOICE_RULES.meteredUntilDaysAgo);
    const days = demoConsumption(
      model,
      periods.reduce((first, p) => (p.start < first ? p.start : first), periods[0]!.start),
      last,
    );
    await insertConsumptionDays(tx, { id: row.supply_point_id, cups: template.cups, kind: row.type }, days, today);
    const contract = planContract(row, schedules.get(row.price_list_id)!, days, tariffOptions.get(row.id) ?? []);
    const script = DEMO_STATUS_SCRIPTS[template.name] ?? DEMO_STATUS_SCRIPTS['0002001']!;
    steps.push(...contractInvoiceSteps(contract, single, script, today, template.name, book));
    if (grouped.length > 0) companyContracts.push(contract);
  }
  const company = rows.find((r) => r.tax_id === DEMO_COMPANY_TAX_ID && r.name === '0002001');
  if (company && companyContracts.length > 0) {
    const customer = {
      customerId: company.customer_id,
      payerVat: company.payer_vat,
      addressInvoiceId: company.fiscal_address_id,
      key: 'multipoint',
    };
    steps.push(...multipointInvoiceSteps(customer, companyContracts, multipoint, DEMO_STATUS_SCRIPTS.multipoint!, today, book));
  }
  const planned = runPlan(steps);
  numberInvoices(planned);
  const ids = await writeDemoInvoices(tx, planned);
  await writeLedger(tx, book.rows, ids);
  // Each invoice's "invoice issued" mail, as sent on its day: the contracts' communications pages.
  await writeDemoInvoiceMails(tx, planned, publicUrl);
  return planned;
}

/** The battery links of the contracts, oldest first (those just seeded and any kept from before). */
async function batteryLinksOf(tx: Executor, rows: readonly TContractRow[]): Promise<TSeededBatteryLink[]> {
  if (rows.length === 0) return [];
  const links = await tx
    .select({
      batteryId: virtualBatteryLinks.batteryId,
      linkId: virtualBatteryLinks.id,
      contractId: virtualBatteryLinks.contractId,
      startDate: virtualBatteryLinks.startDate,
      endDate: virtualBatteryLinks.endDate,
      percentage: virtualBatteryLinks.percentage,
      setting: virtualBatteryLinks.discountSetting,
      isOrigin: virtualBatteryLinks.isOrigin,
    })
    .from(virtualBatteryLinks)
    .where(
      inArray(
        virtualBatteryLinks.contractId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(virtualBatteryLinks.id);
  return links;
}

/** The ledger rows of the invoices just written: deposits and discounts in cents, each tied to its invoice. */
async function writeLedger(tx: Executor, rows: readonly TPlannedLedgerRow[], ids: ReadonlyMap<string, number>): Promise<void> {
  const values = rows.map((row) => ({
    batteryId: row.batteryId,
    entryDate: row.date,
    kind: row.kind,
    invoiceId: ids.get(row.invoiceKey)!,
    contractId: row.contractId,
    amountCents: row.cents,
  }));
  for (let start = 0; start < values.length; start += 500) await tx.insert(virtualBatteryLedger).values(values.slice(start, start + 500));
}

/**
 * Periods of a contract's own invoices: active electricity monthly over the window (the
 * company's only until its multipoint billing starts), active gas every two months, a closed
 * contract its last months up to its end. Periods before the contract started are left out.
 */
function singlePeriods(row: TContractRow, windows: { electricity: TPeriod[]; gas: TPeriod[]; multipoint: TPeriod[] }): TPeriod[] {
  if (!row.start_date) return [];
  let periods: TPeriod[];
  if (row.state === 'baixa' && row.end_date) periods = periodsIssuedBy(row.end_date, 0, DEMO_INVOICE_RULES.closedHistoryMonths);
  else if (row.state !== 'activa') return [];
  else if (row.type === 'gas') periods = windows.gas;
  else if (row.tax_id === DEMO_COMPANY_TAX_ID) periods = windows.electricity.filter((p) => p.start < windows.multipoint[0]!.start);
  else periods = windows.electricity;
  return periods.filter((p) => p.start >= row.start_date! && (!row.end_date || p.end <= row.end_date));
}

function planContract(
  row: TContractRow,
  prices: TPlanContract['prices'],
  days: TDayConsumption[],
  tariffOptions: TPlanContract['tariffOptions'],
): TPlanContract {
  return {
    tariffOptions,
    name: row.name,
    contractId: row.id,
    customerId: row.customer_id,
    payerVat: row.payer_vat,
    kind: row.type,
    tariff: row.tariff,
    powersKw: row.powers_w.map((w) => w / 1000),
    prices,
    cupsName: row.cups,
    cupsAddress: row.full_address,
    addressInvoiceId: row.fiscal_address_id,
    days: new Map(days.map((d) => [d.day, d])),
  };
}

async function contractRows(tx: Executor, taxIds: readonly string[]): Promise<TContractRow[]> {
  const result = await tx.execute(sql`
    select c.id, c.name, c.type, c.state, c.start_date::text as start_date, c.end_date::text as end_date, c.customer_id, cu.tax_id,
           coalesce(c.payer_vat, cu.tax_id) as payer_vat, c.fiscal_address_id, t.name as tariff, c.price_list_id, sp.id as supply_point_id,
           sp.cups, sp.full_address,
           array(select p.power_w from contracted_powers p where p.contract_id = c.id order by p.period) as powers_w
    from contracts c
    join customers cu on cu.id = c.customer_id
    join supply_points sp on sp.id = c.supply_point_id
    join tariffs t on t.id = c.tariff_id
    where cu.tax_id in (${sql.join(
      taxIds.map((taxId) => sql`${taxId}`),
      sql`, `,
    )}) and c.price_list_id is not null
    order by c.name`);
  return rowsOf<TContractRow>(result);
}

async function priceSchedules(tx: Executor, priceListIds: number[]): Promise<Map<number, TPlanContract['prices']>> {
  if (priceListIds.length === 0) return new Map();
  const rows = await tx
    .select({
      priceListId: priceListPrices.priceListId,
      term: priceListPrices.term,
      period: priceListPrices.period,
      validFrom: priceListPrices.validFrom,
      price: priceListPrices.price,
    })
    .from(priceListPrices)
    .where(inArray(priceListPrices.priceListId, priceListIds));
  return new Map(priceListIds.map((id) => [id, priceSchedule(rows.filter((r) => r.priceListId === id))]));
}
