import type { TDatedValue } from '@portal/domain';
import type { TPriceRow } from './repo.ts';

/**
 * A price list's rows as the billing engine reads them (docs/billing.md): dated values per term and
 * period; each holds from its date until the next one, which the engine's splitByValidity does by
 * itself. The same reading the demo's invoices were priced from, so a comparison and an invoice of
 * the same period agree.
 */
export interface TOfferPrices {
  power: TDatedValue[][];
  energy: TDatedValue[][];
  meterRental: TDatedValue[];
  fixed: TDatedValue[];
  variable: TDatedValue[];
}

export function offerPrices(rows: readonly TPriceRow[]): TOfferPrices {
  const sorted = [...rows].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  const of = (term: string, period: number) =>
    sorted.filter((row) => row.term === term && row.period === period).map((row) => ({ from: row.validFrom, value: row.price }));
  const periods = (term: string) => [1, 2, 3, 4, 5, 6].map((period) => of(term, period)).filter((values) => values.length > 0);
  return {
    power: periods('power'),
    energy: periods('energy'),
    meterRental: of('meter_rental', 0),
    fixed: of('fixed', 0),
    variable: of('variable', 0),
  };
}
