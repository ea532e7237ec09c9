import { dayByPeriod, energyPeriodCount, hourlyOf, isGasTariff, type TInvoiceComputation } from '@portal/domain';

/** A metered day of the supply point as stored (Wh per slot, null for a gap) and whether the distributor estimated any of it. */
export interface MeterDay {
  day: string;
  values: (number | null)[];
  estimated: boolean;
}

/** One register of the meter (a tariff period, or the gas meter's only one) at the start and end of the billing period. */
export interface MeterReading {
  period: number;
  previousKwh: number;
  currentKwh: number;
  /** Real when the kWh billed are the kWh the meter recorded, with no estimated slot; else estimated. */
  real: boolean;
}

export interface MeterSummary {
  /** The first day on record: the registers count from it. */
  since: string | null;
  readings: MeterReading[];
  /** kWh per calendar month ('YYYY-MM'), the last `months` months up to the period's end, oldest first. */
  history: { month: string; kwh: number }[];
}

const HISTORY_MONTHS = 12;

/** kWh the invoice bills per energy period (P1 first; gas: one), summed over price stretches. */
export function billedKwhByPeriod(computation: TInvoiceComputation, periods: number): number[] {
  const kwh = new Array<number>(periods).fill(0);
  for (const line of computation.lines) {
    if (line.key !== 'energy_term' && line.key !== 'variable_term') continue;
    const index = line.period ? Number(line.period.replace(/\D/g, '')) - 1 : 0;
    if (index >= 0 && index < periods) kwh[index]! += line.quantity;
  }
  return kwh.map((value) => Math.round(value * 1000) / 1000);
}

function addMonths(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The meter's registers and the consumption history, derived from the metered days the portal
 * holds (it stores interval readings, not the register values a meter shows): the previous
 * reading is every kWh recorded from the first day on record to the day before the period, the
 * current one adds what the invoice bills, so the readings always reconcile with the breakdown.
 */
export function meterSummary(
  tariff: string,
  days: readonly MeterDay[],
  period: { startDate: string; endDate: string },
  billedKwh: readonly number[],
): MeterSummary {
  const periods = energyPeriodCount(tariff);
  const beforeWh = new Array<number>(periods).fill(0);
  const duringWh = new Array<number>(periods).fill(0);
  const monthWh = new Map<string, number>();
  const lastMonth = period.endDate.slice(0, 7);
  const firstMonth = addMonths(lastMonth, 1 - HISTORY_MONTHS);
  let estimated = false;
  for (const day of days) {
    if (day.day > period.endDate) continue;
    const byPeriod = isGasTariff(tariff) ? dayByPeriod(tariff, { day: day.day, values: day.values }) : electricityDay(tariff, day);
    if (!byPeriod) continue;
    const target = day.day < period.startDate ? beforeWh : duringWh;
    byPeriod.forEach((wh, index) => {
      target[index]! += wh;
    });
    if (day.day >= period.startDate && day.estimated) estimated = true;
    const month = day.day.slice(0, 7);
    if (month >= firstMonth) monthWh.set(month, (monthWh.get(month) ?? 0) + byPeriod.reduce((a, b) => a + b, 0));
  }
  const readings = beforeWh.map((wh, index) => {
    const previousKwh = Math.round(wh) / 1000;
    const billed = billedKwh[index] ?? 0;
    const metered = Math.round(duringWh[index]!) / 1000;
    return {
      period: index + 1,
      previousKwh,
      currentKwh: Math.round((previousKwh + billed) * 1000) / 1000,
      real: !estimated && Math.abs(metered - billed) < 0.001,
    };
  });
  const history = Array.from({ length: HISTORY_MONTHS }, (_, i) => {
    const month = addMonths(firstMonth, i);
    return { month, kwh: Math.round(monthWh.get(month) ?? 0) / 1000 };
  });
  return { since: days[0]?.day ?? null, readings, history };
}

function electricityDay(tariff: string, day: MeterDay): number[] | null {
  const hourly = hourlyOf({ day: day.day, values: day.values });
  return hourly ? dayByPeriod(tariff, { day: day.day, values: hourly }) : null;
}
