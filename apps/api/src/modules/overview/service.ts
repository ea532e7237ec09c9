import {
  addDaysIso,
  BillingInputError,
  billAmounts,
  contractAction,
  debtAction,
  debtWay,
  forecastBill,
  isOwedInvoice,
  lastDayOfMonth,
  madridDayOf,
  monthComparison,
  payInvoiceAction,
  productPrices,
  readAnswerAction,
  sameMonthLastYear,
  seeInvoiceAction,
  type TBillForecast,
  type TBillForecastAnswer,
  type TLanguage,
  type TMonthComparisonAnswer,
  type TOverview,
  type TOwedInvoice,
  type TProductPriceRow,
  type TSettings,
  type TStoredDay,
  type TTariffOptionChoice,
  type TVirtualBatteryLink,
  type TWaitingItem,
} from '@portal/domain';
import type { TDayRange } from '../consumption/index.ts';
import type { TChangeWaitingForSignature } from '../contract-changes/index.ts';
import type { TPendingInvoice } from '../invoices/index.ts';
import type { TUnsettledAttempt } from '../payments/index.ts';
import type { OverviewRepo, TOverviewContract } from './repo.ts';

/** What the overview reads of other modules, each through that module's entry (index.ts). */
export interface OverviewReaders {
  /** modules/invoices: the user's invoices with something pending. */
  pendingInvoices: (userId: number) => Promise<TPendingInvoice[]>;
  /** modules/invoices: the last day each contract was billed to. */
  lastBilledDays: (userId: number, contractIds: readonly number[]) => Promise<Map<number, string>>;
  /** modules/payments: the latest attempt of each owed invoice that failed or still waits. */
  unsettledAttempts: (userId: number) => Promise<TUnsettledAttempt[]>;
  /** modules/contract-changes: changes waiting for the customer's signature. */
  changesWaitingForSignature: (userId: number) => Promise<TChangeWaitingForSignature[]>;
  /** modules/cases: cases answered by staff the customer has not opened since. */
  answeredCases: (userId: number, language: TLanguage) => Promise<Array<{ number: string; subject: string; since: string }>>;
  /** modules/virtual-batteries: each contract's battery links, with what they promise the next invoice. */
  batteryLinks: (contracts: readonly { id: number; type: string }[]) => Promise<Map<number, TVirtualBatteryLink[]>>;
  /** modules/tariff-options: contracts' dated choices, by contract. */
  tariffChoices: (contractIds: readonly number[]) => Promise<Map<number, TTariffOptionChoice[]>>;
  /** modules/consumption: the stored days of several ranges (one list each), and supply points' last days read. */
  readings: {
    daysOfRanges(ranges: readonly TDayRange[]): Promise<TStoredDay[][]>;
    lastReadings(supplyPointIds: readonly number[], today: string): Promise<Map<number, string>>;
  };
}

export interface OverviewDeps extends OverviewReaders {
  repo: OverviewRepo;
  /** invoices.enablePayment of the private settings (customer-area §6). */
  settings: { privateSettings(): Promise<TSettings> };
  /** The clock the day is read from (Europe/Madrid); tests fix it. */
  now?: () => Date;
}

/**
 * A period never billed (a contract with no invoice yet) is forecast from its start, but never
 * from further back than this: the first invoice of a supply running for years is not what the
 * overview can estimate from readings alone.
 */
export const FORECAST_MAX_DAYS = 92;

const cents = (euros: number) => Math.round(euros * 100);
const ref = (contract: Pick<TOverviewContract, 'name' | 'type'>) => ({ name: contract.name, type: contract.type });

/** The forecast of one contract over given days, and the figures the overview shows of it. */
export interface TContractForecast {
  forecast: TBillForecast;
  answer: TBillForecastAnswer;
}

/**
 * The signed-in overview (docs/overview.md) in one request: every figure from the domain
 * functions the invoices and charts use (forecastBill over the invoice engine, monthComparison
 * over sumByPeriod, isOwedInvoice and debtWay over isInvoicePayable), every read scoped to the
 * user's customer by the module that owns the table.
 */
export class OverviewService {
  private readonly now: () => Date;

  constructor(private readonly deps: OverviewDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Three round trips whatever the number of contracts: the contracts; then, side by side, what
   * every module answers for the user (on PGlite one after the other), each contract's last day
   * read and the tariff choices; then the readings of every contract's period and months at once.
   */
  async overview(userId: number, language: TLanguage): Promise<TOverview> {
    const today = madridDayOf(this.now());
    const contracts = await this.deps.repo.activeContracts(userId);
    const supplyPoints = contracts.flatMap((c) => (c.supplyPointId === null ? [] : [c.supplyPointId]));
    const [settings, pending, attempts, changes, answered, links, lastBilled, prices, lastReadings, choices] = await Promise.all([
      this.deps.settings.privateSettings(),
      this.deps.pendingInvoices(userId),
      this.deps.unsettledAttempts(userId),
      this.deps.changesWaitingForSignature(userId),
      this.deps.answeredCases(userId, language),
      this.deps.batteryLinks(contracts),
      this.deps.lastBilledDays(
        userId,
        contracts.map((c) => c.id),
      ),
      this.deps.repo.prices([...new Set(contracts.flatMap((c) => (c.priceListId === null ? [] : [c.priceListId])))]),
      this.deps.readings.lastReadings([...new Set(supplyPoints)], today),
      this.deps.tariffChoices(contracts.filter((c) => c.type === 'electricity').map((c) => c.id)),
    ]);
    const paymentEnabled = settings.invoices.enablePayment;
    const debt = debtOf(pending, paymentEnabled);
    const spans = contracts.map((contract) => {
      const periodStart = periodStartOf(contract, lastBilled.get(contract.id), today);
      const lastReading = contract.supplyPointId === null ? undefined : lastReadings.get(contract.supplyPointId);
      return { contract, periodStart, read: lastReading ? readSpans(contract.supplyPointId!, periodStart, lastReading) : undefined };
    });
    const days = await this.deps.readings.daysOfRanges(
      spans.flatMap((span) => (span.read ? [span.read.thisPeriod, span.read.lastYear] : [])),
    );
    let next = 0;
    const perContract = spans.map(({ contract, periodStart, read }) => {
      if (!read) return { periodStart, forecast: null, comparison: null };
      const [thisPeriod, lastYear] = [days[next]!, days[next + 1]!];
      next += 2;
      return this.contractFigures(contract, {
        today,
        periodStart,
        read,
        days: thisPeriod,
        lastYearDays: lastYear,
        tariffOptions: choices.get(contract.id) ?? [],
        prices: contract.priceListId === null ? undefined : prices.get(contract.priceListId),
        batteryDiscount: promisedDiscount(links.get(contract.id)),
      });
    });
    const forecasts: TBillForecastAnswer[] = [];
    const noForecast: TOverview['no_forecast'] = [];
    for (const [index, figures] of perContract.entries()) {
      const contract = contracts[index]!;
      if (figures.forecast) forecasts.push(figures.forecast.answer);
      else noForecast.push({ contract: ref(contract), from: figures.periodStart });
    }
    return {
      today,
      debt,
      forecasts,
      no_forecast: noForecast,
      consumption: perContract.flatMap((figures) => (figures.comparison ? [figures.comparison] : [])),
      waiting: [
        ...changes.map((change) => signatureItem(change)),
        ...attempts.map((attempt) => paymentItem(attempt, pending, paymentEnabled)),
        ...answered.map((answer) => ({ kind: 'case_answered' as const, ...answer, action: readAnswerAction(answer.number) })),
        ...contracts.flatMap((contract) => batteryItems(contract, links.get(contract.id))),
      ],
    };
  }

  /**
   * The forecast of `contract` for its readings from `from` to `to` (inclusive), priced on
   * `invoiceDate`: the overview asks from the period's start to the last day read; a closed
   * period's readings give that period's invoice (overview.test.ts holds it to the seed's).
   * Null without readings, or when the product has no price for a day of it.
   */
  async forecast(
    contract: TOverviewContract,
    period: { from: string; to: string; invoiceDate: string; prices?: TProductPriceRow[]; batteryDiscount?: number },
  ): Promise<TContractForecast | null> {
    if (contract.supplyPointId === null || contract.priceListId === null || period.from > period.to) return null;
    const rows = period.prices ?? (await this.deps.repo.prices([contract.priceListId])).get(contract.priceListId) ?? [];
    const [[days], choices] = await Promise.all([
      this.deps.readings.daysOfRanges([{ supplyPointId: contract.supplyPointId, first: period.from, last: period.to }]),
      contract.type === 'electricity' ? this.deps.tariffChoices([contract.id]) : new Map<number, TTariffOptionChoice[]>(),
    ]);
    return this.priced(contract, { ...period, rows, days: days ?? [], tariffOptions: choices.get(contract.id) ?? [] });
  }

  private priced(
    contract: TOverviewContract,
    input: {
      from: string;
      invoiceDate: string;
      rows: readonly TProductPriceRow[];
      days: readonly TStoredDay[];
      tariffOptions: readonly TTariffOptionChoice[];
      batteryDiscount?: number;
    },
  ): TContractForecast | null {
    let forecast: TBillForecast | null;
    try {
      forecast = forecastBill({
        kind: contract.type,
        tariff: contract.tariff,
        powersKw: contract.powersKw,
        prices: productPrices(input.rows),
        periodStart: input.from,
        days: input.days,
        tariffOptions: input.tariffOptions,
        invoiceDate: input.invoiceDate,
        ...(input.batteryDiscount === undefined ? {} : { batteryDiscountAvailable: input.batteryDiscount }),
      });
    } catch (error) {
      // A product without a price for a day of the period (or readings of another shape) has no forecast; the rest of the overview stands.
      if (error instanceof BillingInputError) return null;
      throw error;
    }
    if (!forecast) return null;
    return {
      forecast,
      answer: {
        contract: ref(contract),
        from: forecast.from,
        to: forecast.to,
        days: forecast.days,
        estimate: true,
        energy_kwh: forecast.computation.energyKwh,
        amounts: billAmounts(forecast.computation),
      },
    };
  }

  /** The forecast and the month's comparison of one contract, from the days read for it. */
  private contractFigures(
    contract: TOverviewContract,
    context: {
      today: string;
      periodStart: string;
      read: TReadSpans;
      days: readonly TStoredDay[];
      lastYearDays: readonly TStoredDay[];
      tariffOptions: readonly TTariffOptionChoice[];
      prices: TProductPriceRow[] | undefined;
      batteryDiscount: number | undefined;
    },
  ): { periodStart: string; forecast: TContractForecast | null; comparison: TMonthComparisonAnswer | null } {
    const { lastReading, monthStart } = context.read;
    const forecast =
      context.prices && context.periodStart <= lastReading
        ? this.priced(contract, {
            from: context.periodStart,
            invoiceDate: context.today,
            rows: context.prices,
            days: context.days,
            tariffOptions: context.tariffOptions,
            ...(context.batteryDiscount === undefined ? {} : { batteryDiscount: context.batteryDiscount }),
          })
        : null;
    const metered = (stored: readonly TStoredDay[]) => stored.map((day) => ({ day: day.day, values: day.active }));
    const comparison = monthComparison({
      tariff: contract.tariff,
      lastReading,
      thisMonth: metered(context.days.filter((day) => day.day >= monthStart)),
      lastYear: metered(context.lastYearDays),
    });
    return {
      periodStart: context.periodStart,
      forecast,
      comparison: comparison && { contract: ref(contract), ...comparison, action: contractAction(ref(contract), 'see_consumption') },
    };
  }
}

/** What the overview reads of a supply point: from the period's start (or the month's first day) to the last day read, and last year's month. */
interface TReadSpans {
  lastReading: string;
  monthStart: string;
  thisPeriod: TDayRange;
  lastYear: TDayRange;
}

function readSpans(supplyPointId: number, periodStart: string, lastReading: string): TReadSpans {
  const month = lastReading.slice(0, 7);
  const monthStart = `${month}-01`;
  const lastYear = sameMonthLastYear(month);
  return {
    lastReading,
    monthStart,
    thisPeriod: { supplyPointId, first: periodStart < monthStart ? periodStart : monthStart, last: lastReading },
    lastYear: { supplyPointId, first: `${lastYear}-01`, last: lastDayOfMonth(lastYear) },
  };
}

/** The billing period in course starts the day after the last one billed; never billed: the contract's start, at most FORECAST_MAX_DAYS back. */
export function periodStartOf(contract: Pick<TOverviewContract, 'startDate'>, lastBilled: string | undefined, today: string): string {
  if (lastBilled) return addDaysIso(lastBilled, 1);
  const earliest = addDaysIso(today, -FORECAST_MAX_DAYS);
  return contract.startDate && contract.startDate > earliest ? contract.startDate : earliest;
}

/** What the contract's batteries promise its next invoice, in euros; undefined without a battery link. */
function promisedDiscount(links: readonly TVirtualBatteryLink[] | undefined): number | undefined {
  if (!links || links.length === 0) return undefined;
  return links.reduce((sum, link) => sum + cents(link.available_discount), 0) / 100;
}

function debtOf(pending: readonly TPendingInvoice[], paymentEnabled: boolean): TOverview['debt'] {
  const invoices: TOwedInvoice[] = [];
  for (const invoice of pending) {
    const payable = {
      paid_status: invoice.paidStatus,
      rectificative_type: invoice.rectificativeType,
      amount_pending: invoice.amountPending,
      payment_in_process: invoice.paymentInProcess,
    };
    if (!isOwedInvoice(payable)) continue;
    const way = debtWay(payable, paymentEnabled);
    invoices.push({
      id: invoice.id,
      number: invoice.number,
      kind: invoice.kind,
      contract_name: invoice.contractName,
      date: invoice.date,
      start_date: invoice.startDate,
      end_date: invoice.endDate,
      amount_total: invoice.amountTotal,
      amount_pending: invoice.amountPending,
      paid_status: invoice.paidStatus,
      way,
      action: debtAction(invoice, way),
    });
  }
  const sum = (list: readonly TOwedInvoice[]) => list.reduce((total, invoice) => total + cents(invoice.amount_pending), 0) / 100;
  return { total: sum(invoices), payable: sum(invoices.filter((invoice) => invoice.way === 'card')), invoices };
}

function signatureItem(change: TChangeWaitingForSignature): TWaitingItem {
  const contract = { name: change.contractName, type: change.contractType };
  return {
    kind: 'change_waiting_for_signature',
    contract,
    change: change.kind,
    since: change.since,
    action: contractAction(contract, 'see_contract'),
  };
}

/** A failed attempt is resolved by paying again when the invoice can be paid by card; one awaiting its answer by looking at it. */
function paymentItem(attempt: TUnsettledAttempt, pending: readonly TPendingInvoice[], paymentEnabled: boolean): TWaitingItem {
  const invoice = { number: attempt.invoiceNumber, kind: attempt.invoiceKind };
  const owed = pending.find((p) => p.id === attempt.invoiceId);
  const payable =
    owed !== undefined &&
    debtWay(
      {
        paid_status: owed.paidStatus,
        rectificative_type: owed.rectificativeType,
        amount_pending: owed.amountPending,
        payment_in_process: owed.paymentInProcess,
      },
      paymentEnabled,
    ) === 'card';
  return {
    kind: attempt.status === 'failed' ? 'payment_failed' : 'payment_pending',
    invoice_number: attempt.invoiceNumber,
    invoice_kind: attempt.invoiceKind,
    amount: attempt.amountCents / 100,
    since: attempt.since,
    action: attempt.status === 'failed' && payable ? payInvoiceAction(invoice) : seeInvoiceAction(invoice),
  };
}

function batteryItems(contract: TOverviewContract, links: readonly TVirtualBatteryLink[] | undefined): TWaitingItem[] {
  return (links ?? [])
    .filter((link) => link.available_discount > 0)
    .map((link) => ({
      kind: 'battery_discount' as const,
      contract: ref(contract),
      battery: link.bateria.name,
      amount: link.available_discount,
      action: contractAction(ref(contract), 'see_battery'),
    }));
}
