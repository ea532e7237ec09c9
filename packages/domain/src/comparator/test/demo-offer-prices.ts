import type { TDatedValue } from '../../billing/billing-dates.ts';
import type { TElectricityOfferPrices, TGasOfferPrices } from '../compare-types.ts';

/*
 * Copies of the demo seed's price rows (apps/api/src/seed/demo/demo-prices.ts), as the API reads them
 * from price_list_prices: the domain cannot read the database, so the comparator's tests that reproduce a
 * demo invoice take the same rows from here. Keep them equal to the seed's.
 */
const dated = (...rows: ReadonlyArray<readonly [string, number]>): TDatedValue[] => rows.map(([from, value]) => ({ from, value }));
const byPeriod = (rows: ReadonlyArray<readonly [string, readonly number[]]>, periods: number): TDatedValue[][] =>
  Array.from({ length: periods }, (_, index) => rows.map(([from, prices]) => ({ from, value: prices[index]! })));

/** LLUM_ESTABLE_20TD. */
export const STABLE_20TD_PRICES: TElectricityOfferPrices = {
  powerPrices: byPeriod(
    [
      ['2020-01-01', [0.104, 0.042]],
      ['2024-01-01', [0.095, 0.0365]],
      ['2025-06-16', [0.093, 0.034]],
    ],
    2,
  ),
  energyPrices: byPeriod(
    [
      ['2020-01-01', [0.158, 0.118, 0.089]],
      ['2024-01-01', [0.212, 0.158, 0.118]],
      ['2025-06-16', [0.189, 0.137, 0.101]],
      ['2026-01-01', [0.181, 0.131, 0.096]],
    ],
    3,
  ),
  meterRentalPrices: dated(['2020-01-01', 0.02663]),
};

/** EMPRESA_30TD. */
export const COMPANY_30TD_PRICES: TElectricityOfferPrices = {
  powerPrices: byPeriod(
    [
      ['2020-01-01', [0.061, 0.032, 0.014, 0.012, 0.008, 0.0048]],
      ['2026-03-16', [0.0585, 0.0305, 0.0132, 0.0113, 0.0074, 0.0044]],
    ],
    6,
  ),
  energyPrices: byPeriod(
    [
      ['2020-01-01', [0.172, 0.151, 0.131, 0.118, 0.106, 0.092]],
      ['2024-01-01', [0.205, 0.181, 0.158, 0.142, 0.128, 0.111]],
      ['2026-03-16', [0.194, 0.171, 0.149, 0.135, 0.121, 0.104]],
    ],
    6,
  ),
  meterRentalPrices: dated(['2020-01-01', 0.047671]),
};

/** GAS_LLAR_RL1 (the RL.1 revisions, fixed € per day and variable € per kWh). */
export const GAS_RL1_PRICES: TGasOfferPrices = {
  fixedPrices: dated(
    ['2020-01-01', 0.142],
    ['2024-10-01', 0.135],
    ['2025-04-01', 0.135],
    ['2025-10-01', 0.138],
    ['2026-04-01', 0.138],
    ['2026-10-01', 0.14],
  ),
  energyPrices: dated(
    ['2020-01-01', 0.052],
    ['2024-10-01', 0.0715],
    ['2025-04-01', 0.0668],
    ['2025-10-01', 0.0642],
    ['2026-04-01', 0.0619],
    ['2026-10-01', 0.0635],
  ),
  meterRentalPrices: dated(['2020-01-01', 0.02389]),
};
