import type { TDatedValue } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { priceListPrices, priceLists } from '../../db/schema/index.ts';
import type { PriceListName } from './demo-reference-data.ts';

/**
 * Dated prices of the demo price lists (2020–2026), plausible Spanish retail values before taxes:
 * 2.0TD power around 0.09 €/kW·day in P1 and 0.035 in P2, energy 0.10–0.21 €/kWh; 3.0TD six
 * periods; regulated meter rental (0.81 €/month for a household meter); gas like the TUR, revised
 * each quarter. Some changes fall inside a billing period (16 June 2025, 16 March 2026, 1 April
 * and 1 October for bimonthly gas), so the engine's split by validity shows on demo invoices.
 * The indexed list changes its energy price every month, following a seasonal wholesale curve.
 * Every electricity list values self-consumption surplus (0.05–0.11 €/kWh, dearest in 2022).
 */
export type TPriceTerm = 'power' | 'energy' | 'meter_rental' | 'fixed' | 'variable' | 'surplus';

export interface TPriceRow {
  priceList: PriceListName;
  term: TPriceTerm;
  /** Tariff period 1..6 for power and energy, 0 for the other terms. */
  period: number;
  validFrom: string;
  price: number;
}

const periodRows = (priceList: PriceListName, term: TPriceTerm, validFrom: string, prices: readonly number[]): TPriceRow[] =>
  prices.map((price, index) => ({ priceList, term, period: index + 1, validFrom, price }));

const single = (priceList: PriceListName, term: TPriceTerm, validFrom: string, price: number): TPriceRow => ({
  priceList,
  term,
  period: 0,
  validFrom,
  price,
});

/**
 * The surplus price of a self-consumption installation under simplified compensation (RD 244/2019
 * art. 14), € per kWh, dated: what each exported kWh nets on the invoice (docs/billing.md).
 */
const surplus = (priceList: PriceListName, prices: ReadonlyArray<readonly [string, number]>): TPriceRow[] =>
  prices.map(([from, price]) => single(priceList, 'surplus', from, price));

const HOUSEHOLD_METER_EUR_PER_DAY = 0.02663;
const THREE_PHASE_METER_EUR_PER_DAY = 0.047671;
const GAS_METER_EUR_PER_DAY = 0.02389;

function stable(): TPriceRow[] {
  const list = 'LLUM_ESTABLE_20TD';
  return [
    ...periodRows(list, 'power', '2020-01-01', [0.104, 0.042]),
    ...periodRows(list, 'energy', '2020-01-01', [0.158, 0.118, 0.089]),
    ...periodRows(list, 'power', '2024-01-01', [0.095, 0.0365]),
    ...periodRows(list, 'energy', '2024-01-01', [0.212, 0.158, 0.118]),
    ...periodRows(list, 'power', '2025-06-16', [0.093, 0.034]),
    ...periodRows(list, 'energy', '2025-06-16', [0.189, 0.137, 0.101]),
    ...periodRows(list, 'energy', '2026-01-01', [0.181, 0.131, 0.096]),
    single(list, 'meter_rental', '2020-01-01', HOUSEHOLD_METER_EUR_PER_DAY),
    ...surplus(list, [
      ['2020-01-01', 0.05],
      ['2022-01-01', 0.11],
      ['2023-07-01', 0.08],
      ['2025-06-16', 0.07],
    ]),
  ];
}

// Wholesale level of each year (€/kWh added to the base): the 2021–2022 crisis, then calmer years.
const INDEXED_YEAR_LEVEL: Record<number, number> = { 2023: 0.02, 2024: 0, 2025: 0.006, 2026: -0.004 };

function indexed(): TPriceRow[] {
  const list = 'LLUM_INDEXADA_20TD';
  const rows = [
    ...periodRows(list, 'power', '2020-01-01', [0.09, 0.038]),
    ...periodRows(list, 'power', '2025-01-01', [0.087, 0.035]),
    single(list, 'meter_rental', '2020-01-01', HOUSEHOLD_METER_EUR_PER_DAY),
    // The indexed product values the surplus near the pool; revised in January and, in 2025, on 16 June.
    ...surplus(list, [
      ['2020-01-01', 0.05],
      ['2022-01-01', 0.1],
      ['2023-01-01', 0.09],
      ['2024-01-01', 0.065],
      ['2025-06-16', 0.058],
      ['2026-01-01', 0.062],
    ]),
  ];
  for (const [year, level] of Object.entries(INDEXED_YEAR_LEVEL)) {
    for (let month = 1; month <= 12; month++) {
      // Dearer in winter, cheaper in spring when hydro and solar flood the pool.
      const base = 0.092 + level + 0.022 * Math.cos((2 * Math.PI * (month - 1)) / 12) - (month === 4 || month === 5 ? 0.012 : 0);
      const prices = [base + 0.094, base + 0.043, base].map((value) => Math.round(value * 1e6) / 1e6);
      rows.push(...periodRows(list, 'energy', `${year}-${String(month).padStart(2, '0')}-01`, prices));
    }
  }
  return rows;
}

function company(): TPriceRow[] {
  const list = 'EMPRESA_30TD';
  return [
    ...periodRows(list, 'power', '2020-01-01', [0.061, 0.032, 0.014, 0.012, 0.008, 0.0048]),
    ...periodRows(list, 'energy', '2020-01-01', [0.172, 0.151, 0.131, 0.118, 0.106, 0.092]),
    ...periodRows(list, 'energy', '2024-01-01', [0.205, 0.181, 0.158, 0.142, 0.128, 0.111]),
    ...periodRows(list, 'power', '2026-03-16', [0.0585, 0.0305, 0.0132, 0.0113, 0.0074, 0.0044]),
    ...periodRows(list, 'energy', '2026-03-16', [0.194, 0.171, 0.149, 0.135, 0.121, 0.104]),
    single(list, 'meter_rental', '2020-01-01', THREE_PHASE_METER_EUR_PER_DAY),
    ...surplus(list, [
      ['2020-01-01', 0.05],
      ['2024-01-01', 0.07],
      ['2026-03-16', 0.065],
    ]),
  ];
}

// Quarterly revisions of the gas tariff: [from, fixed € per day, variable € per kWh] for RL.1.
const GAS_REVISIONS: ReadonlyArray<readonly [string, number, number]> = [
  ['2020-01-01', 0.142, 0.052],
  ['2024-10-01', 0.135, 0.0715],
  ['2025-04-01', 0.135, 0.0668],
  ['2025-10-01', 0.138, 0.0642],
  ['2026-04-01', 0.138, 0.0619],
  ['2026-10-01', 0.14, 0.0635],
];

function gas(list: 'GAS_LLAR_RL1' | 'GAS_LLAR_RL2', fixedFactor: number, variableDiscount: number): TPriceRow[] {
  return [
    ...GAS_REVISIONS.flatMap(([from, fixed, variable]) => [
      single(list, 'fixed', from, Math.round(fixed * fixedFactor * 1e6) / 1e6),
      single(list, 'variable', from, Math.round((variable - variableDiscount) * 1e6) / 1e6),
    ]),
    single(list, 'meter_rental', '2020-01-01', GAS_METER_EUR_PER_DAY),
  ];
}

export const DEMO_PRICES: readonly TPriceRow[] = [
  ...stable(),
  ...indexed(),
  ...company(),
  ...gas('GAS_LLAR_RL1', 1, 0),
  ...gas('GAS_LLAR_RL2', 2.05, 0.004),
];

/** Writes the demo prices; rows already there (same list, term, period and date) are kept. */
export async function seedDemoPrices(tx: Executor): Promise<void> {
  const lists = new Map((await tx.select({ id: priceLists.id, name: priceLists.name }).from(priceLists)).map((l) => [l.name, l.id]));
  const rows = DEMO_PRICES.filter((row) => lists.has(row.priceList)).map((row) => ({
    priceListId: lists.get(row.priceList)!,
    term: row.term,
    period: row.period,
    validFrom: row.validFrom,
    price: row.price,
  }));
  if (rows.length > 0) await tx.insert(priceListPrices).values(rows).onConflictDoNothing();
}

/** The billing engine's view of one price list: dated values per term (and per period). */
export interface TPriceSchedule {
  power: TDatedValue[][];
  energy: TDatedValue[][];
  meterRental: TDatedValue[];
  fixed: TDatedValue[];
  variable: TDatedValue[];
  /** € per exported kWh (electricity lists). */
  surplus: TDatedValue[];
}

/**
 * Turns price rows (from the table or DEMO_PRICES) into dated values. Each price holds from its
 * date until the next one of the same term and period, which splitByValidity does by itself
 * (a later open-ended value supersedes the earlier one).
 */
export function priceSchedule(rows: ReadonlyArray<Pick<TPriceRow, 'term' | 'period' | 'validFrom' | 'price'>>): TPriceSchedule {
  const sorted = [...rows].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const of = (term: TPriceTerm, period: number) =>
    sorted.filter((r) => r.term === term && r.period === period).map((r) => ({ from: r.validFrom, value: r.price }));
  const periods = (term: TPriceTerm) => [1, 2, 3, 4, 5, 6].map((period) => of(term, period)).filter((values) => values.length > 0);
  return {
    power: periods('power'),
    energy: periods('energy'),
    meterRental: of('meter_rental', 0),
    fixed: of('fixed', 0),
    variable: of('variable', 0),
    surplus: of('surplus', 0),
  };
}
