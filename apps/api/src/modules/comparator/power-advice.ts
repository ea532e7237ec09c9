import {
  comparePowers,
  computeElectricityInvoice,
  recommendedPowerKw,
  type TDatedValue,
  type TPowerAdvice,
  tariffPeriods,
} from '@portal/domain';
import type { ComparatorService, TOffer } from './service.ts';

/** What the power advice needs of a supply point: the supply-point registry's answer (modules/supply-point-registry). */
export interface TRegistryPoint {
  kind: string;
  accessTariff: string;
  /** W per power period, P1 first; null where the tariff bills fewer. */
  powersW: readonly (number | null)[];
}
export type TRegistryLookup = (cups: string) => Promise<TRegistryPoint | undefined>;

const YEAR_DAYS = 365;
const ZERO: readonly TDatedValue[] = [{ from: '2000-01-01', value: 0 }];

/** Today in Spain, the day "our current power prices" are read from. */
export const spainToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A year of the power term at `powersKw` with our offer's power prices from `today`, through the
 * invoice engine (special electricity tax and VAT as it applies them; no energy, no meter rental,
 * which do not change with the power).
 */
function yearOfPower(offer: TOffer, tariff: string, powersKw: number[], today: string): number {
  const periods = tariffPeriods(tariff);
  return computeElectricityInvoice({
    tariff,
    periodStart: today,
    periodEnd: addDays(today, YEAR_DAYS - 1),
    contractedPowerKw: powersKw,
    powerPrices: offer.prices.power,
    energyKwh: new Array<number>(periods.energy).fill(0),
    energyPrices: new Array<readonly TDatedValue[]>(periods.energy).fill(ZERO),
    meterRentalPrices: ZERO,
  }).total;
}

/**
 * Beyond visitor-and-shell §2.5 (docs/comparator-api.md, "Power advice"): the registry's contracted
 * powers against the normalised power for the calculator's optimal one, and, for a 2.0TD point
 * (the single-phase steps are 2.0TD's), a year of the power term at the recommended power in P1 and
 * P2 against the contracted ones, at our offer's current prices for its tariff.
 */
export async function powerAdvice(
  cups: string,
  optimalKw: number,
  lookup: TRegistryLookup | undefined,
  comparator: ComparatorService,
  today: string = spainToday(),
): Promise<TPowerAdvice> {
  const point = lookup ? await lookup(cups) : undefined;
  const recommended = recommendedPowerKw(optimalKw) ?? null;
  const unknown: TPowerAdvice = {
    known: false,
    access_tariff: null,
    contracted_power_kw: [],
    optimal_power_kw: optimalKw,
    recommended_power_kw: recommended,
    comparison: null,
    yearly_saving: null,
    product: null,
  };
  if (point?.kind !== 'electricity') return unknown;
  const contracted = point.powersW.filter((w): w is number => w !== null).map((w) => w / 1000);
  const base = { ...unknown, known: true, access_tariff: point.accessTariff, contracted_power_kw: contracted };
  const p1 = contracted[0];
  if (p1 === undefined) return base;
  const comparison = comparePowers(recommended ?? optimalKw, p1);
  if (recommended === null || point.accessTariff !== '2.0TD' || contracted.length < 2) return { ...base, comparison };
  const offer = await comparator.offerFor(point.accessTariff);
  if (!offer) return { ...base, comparison };
  const now = yearOfPower(offer, point.accessTariff, contracted.slice(0, 2), today);
  const then = yearOfPower(offer, point.accessTariff, [recommended, recommended], today);
  return { ...base, comparison, yearly_saving: Math.round((now - then) * 100) / 100, product: offer.commercialName };
}
