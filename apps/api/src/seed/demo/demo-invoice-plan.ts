import {
  computeElectricityInvoice,
  computeGasInvoice,
  type TInvoiceComputation,
  type TPaidStatus,
  type TTariffOptionChoice,
  tariffOptionDiscountedEnergy,
} from '@portal/domain';
import type { TPendingStateHistoryEntry } from '../../db/schema/index.ts';
import type { TDayConsumption } from './consumption-model.ts';
import { energyByPeriod, totalKwh } from './demo-consumption.ts';
import { DEMO_INVOICE_RULES, type TDemoStatus } from './demo-invoices-data.ts';
import type { TPriceSchedule } from './demo-prices.ts';
import { addDays, type TPeriod } from './invoice-periods.ts';
import { statusFields } from './invoice-status.ts';

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
  paidStatus: TPaidStatus;
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

/** What a planned invoice is made of before its state: its parties, period, computation and type. */
export interface TInvoiceBase {
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

/** A planned invoice in a demo state (paid status, pending amount and history from statusFields). */
export function invoiceOf(base: TInvoiceBase, status: TDemoStatus, today: string): TPlannedInvoice {
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

/** The issue date of a period's invoice. */
export const issueDate = (period: TPeriod) => addDays(period.end, DEMO_INVOICE_RULES.issueDelayDays);
