import {
  computeElectricityInvoice,
  computeGasInvoice,
  type TInvoiceComputation,
  type TTariffOptionChoice,
  tariffOptionDiscountedEnergy,
} from '@portal/domain';
import type { TPendingStateHistoryEntry } from '../db/schema/index.ts';
import type { TDayConsumption } from './consumption-model.ts';
import type { TBatteryBilling } from './demo-battery-ledger.ts';
import { energyByPeriod, totalKwh } from './demo-consumption.ts';
import { DEMO_INVOICE_RULES, DEMO_RECTIFICATIONS, type TDemoStatus } from './demo-invoices-data.ts';
import type { TPriceSchedule } from './demo-prices.ts';
import { addDays, type TPeriod } from './invoice-periods.ts';
import { combineComputations, negateComputation, statusFields, type TPaidStatusValue } from './invoice-status.ts';

/** A contract as the planner bills it: its terms, prices and its supply point's metered days. */
export interface TPlanContract {
  name: string;
  contractId: number;
  customerId: number;
  payerVat: string;
  kind: 'electricity' | 'gas';
  tariff: string;
  powersKw: number[];
  prices: TPriceSchedule;
  cupsName: string;
  cupsAddress: string;
  addressInvoiceId: number | null;
  /** Consumption of its supply point, by day, covering every period billed. */
  days: ReadonlyMap<string, TDayConsumption>;
  /** Its tariff-option choices (happy hours…), dated: their discounts go on the invoices of the days they apply to. */
  tariffOptions: readonly TTariffOptionChoice[];
}

export interface TPlannedPoint {
  position: number;
  contractId: number;
  contractName: string;
  cupsName: string;
  cupsAddress: string;
  energyKwh: number;
  amountTotal: number;
  computation: TInvoiceComputation;
}

export interface TPlannedInvoice {
  /** Unique within the plan; rectifications point at the key of the invoice they rectify. */
  key: string;
  number?: string;
  customerId: number;
  kind: 'electricity' | 'gas' | 'multipoint';
  contractId: number | null;
  contractName: string | null;
  cupsName: string | null;
  cupsAddress: string | null;
  payerVat: string;
  invoiceDate: string;
  startDate: string;
  endDate: string;
  energyKwh: number;
  amountTotal: number;
  amountPending: number;
  paidStatus: TPaidStatusValue;
  rectificativeType: 'N' | 'A' | 'B' | 'R';
  rectifies: string | null;
  addressInvoiceId: number | null;
  computation: TInvoiceComputation;
  pendingStateHistory: TPendingStateHistoryEntry[];
  points: TPlannedPoint[];
  paidOnline: boolean;
}

/** The metered days of a period; a missing day is a bug in the seed, not a zero. */
export function periodDays(contract: Pick<TPlanContract, 'name' | 'days'>, period: TPeriod): TDayConsumption[] {
  const days: TDayConsumption[] = [];
  for (let day = period.start; day <= period.end; day = addDays(day, 1)) {
    const consumption = contract.days.get(day);
    if (!consumption) throw new Error(`no consumption of ${contract.name} on ${day}`);
    days.push(consumption);
  }
  return days;
}

/** kWh a self-consumption installation exported over the days, or undefined when the point has none. */
export function exportedKwh(days: readonly TDayConsumption[]): number | undefined {
  if (!days.some((d) => d.exportedWh)) return undefined;
  return days.reduce((sum, d) => sum + (d.exportedWh ?? []).reduce((a, b) => a + b, 0), 0) / 1000;
}

/**
 * The engine's invoice of one contract and period from its metered hours and dated prices.
 * `readingFactor` scales the energy drawn from the grid: an estimated reading (later rectified) is
 * not the metered one; exported energy is always the metered one. A point with exported energy
 * compensates it at the product's surplus price; `batteryDiscountAvailable` (euros) is what its
 * virtual batteries offer on the invoice date (none: no battery).
 */
export function computeContractPeriod(
  contract: TPlanContract,
  period: TPeriod,
  invoiceDate: string,
  readingFactor = 1,
  batteryDiscountAvailable?: number,
): TInvoiceComputation {
  const days = periodDays(contract, period);
  const scale = (kwh: number) => Math.round(kwh * readingFactor * 1000) / 1000;
  const common = { periodStart: period.start, periodEnd: period.end, invoiceDate, meterRentalPrices: contract.prices.meterRental };
  if (contract.kind === 'gas') {
    return computeGasInvoice({
      ...common,
      fixedPrices: contract.prices.fixed,
      energyPrices: contract.prices.variable,
      energyKwh: scale(totalKwh(days)),
    });
  }
  const exported = exportedKwh(days);
  return computeElectricityInvoice({
    ...common,
    tariff: contract.tariff,
    contractedPowerKw: contract.powersKw,
    powerPrices: contract.prices.power,
    energyKwh: energyByPeriod(contract.tariff, days).map(scale),
    energyPrices: contract.prices.energy,
    // The same hours, through the same rule the consumption chart prices them with.
    energyDiscounts: tariffOptionDiscountedEnergy(
      contract.tariff,
      days.map((d) => ({ day: d.day, values: d.activeWh })),
      contract.tariffOptions,
    ).map((discount) => ({ ...discount, kwh: scale(discount.kwh) })),
    ...(exported === undefined ? {} : { exportedKwh: exported, surplusPrices: contract.prices.surplus }),
    ...(batteryDiscountAvailable === undefined ? {} : { batteryDiscountAvailable }),
  });
}

/**
 * A step of the plan: the invoices issued on `date`, computed when run. Steps of contracts that
 * share a battery must run in date order across contracts, because what an invoice may draw
 * depends on the ledger rows of the invoices issued before it (runPlan).
 */
export interface TPlanStep {
  date: string;
  run: () => TPlannedInvoice[];
}

/** Runs steps in issue-date order (steps of one date in the order given) and collects their invoices. */
export function runPlan(steps: readonly TPlanStep[]): TPlannedInvoice[] {
  const ordered = steps.map((step, index) => ({ step, index }));
  ordered.sort((a, b) => a.step.date.localeCompare(b.step.date) || a.index - b.index);
  return ordered.flatMap(({ step }) => step.run());
}

// Computes an invoice of a contract, drawing from and depositing in its batteries when it has some.
function billed(
  contract: TPlanContract,
  period: TPeriod,
  invoiceDate: string,
  key: string,
  battery: TBatteryBilling | undefined,
  readingFactor = 1,
): TInvoiceComputation {
  const available = battery?.available(contract.contractId, invoiceDate);
  const computation = computeContractPeriod(contract, period, invoiceDate, readingFactor, available);
  battery?.settle(key, contract.contractId, invoiceDate, computation);
  return computation;
}

interface TInvoiceBase {
  key: string;
  customerId: number;
  kind: TPlannedInvoice['kind'];
  contract: TPlanContract | null;
  payerVat: string;
  addressInvoiceId: number | null;
  period: TPeriod;
  invoiceDate: string;
  computation: TInvoiceComputation;
  type: TPlannedInvoice['rectificativeType'];
  rectifies: string | null;
  points: TPlannedPoint[];
}

function invoiceOf(base: TInvoiceBase, status: TDemoStatus, today: string): TPlannedInvoice {
  const { contract, computation } = base;
  return {
    key: base.key,
    customerId: base.customerId,
    kind: base.kind,
    contractId: contract?.contractId ?? null,
    contractName: contract?.name ?? null,
    cupsName: contract?.cupsName ?? null,
    cupsAddress: contract?.cupsAddress ?? null,
    payerVat: base.payerVat,
    invoiceDate: base.invoiceDate,
    startDate: base.period.start,
    endDate: base.period.end,
    energyKwh: computation.energyKwh,
    amountTotal: computation.total,
    rectificativeType: base.type,
    rectifies: base.rectifies,
    addressInvoiceId: base.addressInvoiceId,
    computation,
    points: base.points,
    ...statusFields(status, computation.total, base.invoiceDate, today),
  };
}

const issueDate = (period: TPeriod) => addDays(period.end, DEMO_INVOICE_RULES.issueDelayDays);

/**
 * Normal invoices of one contract over the periods (oldest first), each in the state the script
 * gives its rank (0 = newest). Invoices that a rectification cancels were billed on an estimated
 * reading; the cancelling A or B and the R replacement on the metered one follow. `demoName`:
 * the demo contract whose rectifications it has (itself, or the one a test customer's copies).
 */
export function planContractInvoices(
  contract: TPlanContract,
  periods: readonly TPeriod[],
  script: (rank: number) => TDemoStatus,
  today: string,
  demoName: string = contract.name,
  battery?: TBatteryBilling,
): TPlannedInvoice[] {
  return runPlan(contractInvoiceSteps(contract, periods, script, today, demoName, battery));
}

/**
 * The steps of planContractInvoices: one per normal invoice, and one per rectification on its own
 * date (the A or B cancels the original's battery rows; the R is computed again on its date).
 */
export function contractInvoiceSteps(
  contract: TPlanContract,
  periods: readonly TPeriod[],
  script: (rank: number) => TDemoStatus,
  today: string,
  demoName: string = contract.name,
  battery?: TBatteryBilling,
): TPlanStep[] {
  return periods.flatMap((period, index): TPlanStep[] => {
    const rank = periods.length - 1 - index;
    const rectification = DEMO_RECTIFICATIONS.find((r) => r.contract === demoName && r.rank === rank);
    const invoiceDate = issueDate(period);
    const factor = rectification ? DEMO_INVOICE_RULES.estimateFactor : 1;
    const key = `${contract.name}:${period.start}`;
    const base = {
      customerId: contract.customerId,
      kind: contract.kind,
      contract,
      payerVat: contract.payerVat,
      addressInvoiceId: contract.addressInvoiceId,
      period,
      rectifies: null,
      points: [],
    };
    let original: TInvoiceComputation | undefined;
    const normal: TPlanStep = {
      date: invoiceDate,
      run: () => {
        original = billed(contract, period, invoiceDate, key, battery, factor);
        return [invoiceOf({ ...base, key, invoiceDate, computation: original, type: 'N' }, script(rank), today)];
      },
    };
    if (!rectification) return [normal];
    const rectifiedOn = addDays(invoiceDate, DEMO_INVOICE_RULES.rectificationDelayDays);
    const cancellingKey = `${key}:${rectification.type}`;
    const rectifying: TPlanStep = {
      date: rectifiedOn,
      run: () => {
        battery?.cancel(key, cancellingKey, rectifiedOn);
        const cancelling = {
          ...base,
          key: cancellingKey,
          invoiceDate: rectifiedOn,
          computation: negateComputation(original!),
          type: rectification.type,
          rectifies: key,
        };
        const replacementKey = `${key}:R`;
        const replacement = {
          ...base,
          key: replacementKey,
          invoiceDate: rectifiedOn,
          computation: billed(contract, period, rectifiedOn, replacementKey, battery),
          type: 'R' as const,
          rectifies: key,
        };
        return [invoiceOf(cancelling, rectification.cancelStatus, today), invoiceOf(replacement, rectification.replacementStatus, today)];
      },
    };
    return [normal, rectifying];
  });
}

/** Monthly multipoint invoices of one customer: one point per contract, in contract order. */
export function planMultipointInvoices(
  customer: { customerId: number; payerVat: string; addressInvoiceId: number | null; key: string },
  contracts: readonly TPlanContract[],
  periods: readonly TPeriod[],
  script: (rank: number) => TDemoStatus,
  today: string,
  battery?: TBatteryBilling,
): TPlannedInvoice[] {
  return runPlan(multipointInvoiceSteps(customer, contracts, periods, script, today, battery));
}

/**
 * The steps of planMultipointInvoices, one per month. Each point is computed on its own; its
 * battery rows name the point's contract and the multipoint invoice.
 */
export function multipointInvoiceSteps(
  customer: { customerId: number; payerVat: string; addressInvoiceId: number | null; key: string },
  contracts: readonly TPlanContract[],
  periods: readonly TPeriod[],
  script: (rank: number) => TDemoStatus,
  today: string,
  battery?: TBatteryBilling,
): TPlanStep[] {
  return periods.map((period, index) => {
    const invoiceDate = issueDate(period);
    const key = `${customer.key}:${period.start}`;
    return {
      date: invoiceDate,
      run: () => {
        const points = contracts.map((contract, position): TPlannedPoint => {
          const computation = billed(contract, period, invoiceDate, key, battery);
          return {
            position,
            contractId: contract.contractId,
            contractName: contract.name,
            cupsName: contract.cupsName,
            cupsAddress: contract.cupsAddress,
            energyKwh: computation.energyKwh,
            amountTotal: computation.total,
            computation,
          };
        });
        const base = {
          ...customer,
          key,
          kind: 'multipoint' as const,
          contract: null,
          period,
          invoiceDate,
          computation: combineComputations(points.map((point) => point.computation)),
          type: 'N' as const,
          rectifies: null,
          points,
        };
        return [invoiceOf(base, script(periods.length - 1 - index), today)];
      },
    };
  });
}
