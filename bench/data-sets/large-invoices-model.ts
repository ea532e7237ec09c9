import { computeElectricityInvoice, computeGasInvoice, type TInvoiceComputation, tariffPeriodOfHour, tariffPeriods } from '@portal/domain';
import type { TDemoStatus } from '../../apps/api/src/seed/demo/demo-invoices-data.ts';
import type { TPriceSchedule } from '../../apps/api/src/seed/demo/demo-prices.ts';
import { addDays, type TPeriod } from '../../apps/api/src/seed/demo/invoice-periods.ts';

/**
 * The benchmark data set's consumption, cheap by design: no hourly rows, only each period's kWh
 * per tariff period, from one of CONSUMPTION_LEVELS levels per contract and period (an integer
 * hash), a seasonal factor per month and the period shares of the tariff calendar. Contracts
 * with the same price list, powers, period and level get the same invoice, so the engine runs
 * once per distinct input (a few thousand times for two million invoices).
 */
export const CONSUMPTION_LEVELS = 64;

/** The large set's contracts are named with eight digits from 10000001 (the demo's have seven). */
export const LARGE_NAME_BASE = 10_000_000;

// Heating and air conditioning: the month's consumption against the yearly mean.
const ELECTRICITY_SEASON = [1.25, 1.15, 1.0, 0.88, 0.85, 0.95, 1.1, 1.12, 0.95, 0.88, 1.0, 1.2];
const GAS_SEASON = [2.1, 1.9, 1.4, 0.9, 0.55, 0.35, 0.3, 0.3, 0.4, 0.8, 1.4, 1.9];

/** A well-mixed 32-bit hash of two integers (contract and period index), from 0 to 2^32 − 1. */
export function hash2(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** Consumption level of contract `n` in a period: the same inputs always give the same level. */
export const consumptionLevel = (n: number, period: TPeriod) => hash2(n, monthIndex(period.start)) % CONSUMPTION_LEVELS;

// The season's peak period of a six-period tariff in a month: the period of 10:00 on its first working day.
function seasonPeak(tariff: string, monthStart: string): number {
  for (let day = monthStart; ; day = addDays(day, 1)) {
    const period = tariffPeriodOfHour(tariff, day, 10);
    if (period !== 6) return period;
  }
}

/**
 * kWh per tariff period of a period at a level: households 140–518 kWh a month (2.0TD: 23 % P1,
 * 29 % P2, 48 % P3), six-period supplies 2.5–6.3 MWh a month split among the season's peak,
 * shoulder and P6 as the calendar has them. Rounded to the Wh, like a meter reading.
 */
export function periodEnergyKwh(tariff: string, period: TPeriod, level: number): number[] {
  const season = ELECTRICITY_SEASON[Number(period.start.slice(5, 7)) - 1]!;
  const round = (kwh: number) => Math.round(kwh * 1000) / 1000;
  if (tariffPeriods(tariff).energy === 3) return [0.23, 0.29, 0.48].map((share) => round((140 + level * 6) * season * share));
  const total = (2500 + level * 60) * season;
  const peak = seasonPeak(tariff, period.start);
  const energy = [0, 0, 0, 0, 0, 0];
  energy[peak - 1] = round(total * 0.34);
  energy[peak] = round(total * 0.3);
  energy[5] = round(total * 0.36);
  return energy;
}

/** kWh of a gas period (two months) at a level: 250–1,006 kWh times the season of its first month. */
export const gasEnergyKwh = (period: TPeriod, level: number) =>
  Math.round((250 + level * 12) * GAS_SEASON[Number(period.start.slice(5, 7)) - 1]! * 1000) / 1000;

export interface TLargeContractTerms {
  kind: 'electricity' | 'gas';
  tariff: string;
  priceListId: number;
  powersW: number[];
}

export interface TCachedComputation {
  /** Numbers the distinct computations, for insertInvoicesSharingComputations. */
  key: number;
  computation: TInvoiceComputation;
  /** The computation as JSON, serialised once for all the invoices that share it. */
  json: string;
}

/** The engine's results by distinct input, so equal invoices are computed and serialised once. */
export class ComputationCache {
  private readonly results = new Map<string, TCachedComputation>();
  computed = 0;

  constructor(private readonly schedules: ReadonlyMap<number, TPriceSchedule>) {}

  get(terms: TLargeContractTerms, period: TPeriod, invoiceDate: string, level: number): TCachedComputation {
    const key = `${terms.priceListId}|${terms.tariff}|${terms.powersW.join(',')}|${period.start}|${period.end}|${invoiceDate}|${level}`;
    let result = this.results.get(key);
    if (!result) {
      const computation = this.compute(terms, period, invoiceDate, level);
      this.computed++;
      result = { key: this.computed, computation, json: JSON.stringify(computation) };
      this.results.set(key, result);
    }
    return result;
  }

  private compute(terms: TLargeContractTerms, period: TPeriod, invoiceDate: string, level: number): TInvoiceComputation {
    const prices = this.schedules.get(terms.priceListId);
    if (!prices) throw new Error(`price list ${terms.priceListId} has no prices`);
    const common = { periodStart: period.start, periodEnd: period.end, invoiceDate, meterRentalPrices: prices.meterRental };
    if (terms.kind === 'gas') {
      return computeGasInvoice({
        ...common,
        fixedPrices: prices.fixed,
        energyPrices: prices.variable,
        energyKwh: gasEnergyKwh(period, level),
      });
    }
    return computeElectricityInvoice({
      ...common,
      tariff: terms.tariff,
      contractedPowerKw: terms.powersW.map((w) => w / 1000),
      powerPrices: prices.power,
      energyKwh: periodEnergyKwh(terms.tariff, period, level),
      energyPrices: prices.energy,
    });
  }
}

/**
 * State of a benchmark invoice by rank (0 = the newest of its contract): the latest half with
 * the bank, four in ten to pay and one in ten unpaid; one in twenty of the previous returned
 * unpaid; everything older collected. A closed contract's invoices are all collected.
 */
export function largeStatus(n: number, rank: number, closed: boolean): TDemoStatus {
  if (closed || rank > 1) return 'paid_bank';
  const h = hash2(n, 7_777 + rank) % 20;
  if (rank === 1) return h === 0 ? 'unpaid' : 'paid_bank';
  return h < 10 ? 'pending_remesa' : h < 18 ? 'pending_transfer' : 'unpaid';
}

/**
 * Numbers of the benchmark invoices: series, year and month of the period, and the contract's
 * (or customer's, for multipoint) number in six or more digits: 12 characters, so they never
 * meet the demo's 10-character numbers.
 */
export const largeInvoiceNumber = (series: 'FE' | 'FG' | 'FM', period: TPeriod, n: number) =>
  `${series}${period.start.slice(2, 4)}${period.start.slice(5, 7)}${String(n).padStart(6, '0')}`;
