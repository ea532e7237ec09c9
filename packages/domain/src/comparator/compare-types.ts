import type { TDatedValue } from '../billing/billing-dates.ts';
import type { TInvoiceComputation } from '../billing/invoice-types.ts';

/** Our offer's dated prices for an electricity comparison (the API reads them from price_list_prices). */
export interface TElectricityOfferPrices {
  /** € per kW and day, per power period. */
  powerPrices: readonly (readonly TDatedValue[])[];
  /** € per kWh, per energy period. */
  energyPrices: readonly (readonly TDatedValue[])[];
  /** € per day. */
  meterRentalPrices: readonly TDatedValue[];
}

/** Our offer's dated prices for a gas comparison. */
export interface TGasOfferPrices {
  /** Fixed term, € per day. */
  fixedPrices: readonly TDatedValue[];
  /** Variable term, € per kWh. */
  energyPrices: readonly TDatedValue[];
  /** € per day. */
  meterRentalPrices: readonly TDatedValue[];
}

interface TCompareCommon {
  /** First and last day of the visitor's bill, inclusive (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  /** What the visitor paid for that bill, taxes included, in euros. */
  paid: number;
}

export interface TElectricityBillInput extends TCompareCommon {
  /** Access tariff name (2.0TD, 3.0TD, 6.1TD…). */
  tariff: string;
  /** kW per power period of the tariff, P1 first (comparisonPowers builds them from the form's power and power2). */
  powersKw: readonly number[];
  /** kWh per energy period, P1 first; periods beyond the tariff's may be given as 0 (the form's P4–P6 on 2.0TD). */
  consumptionKwh: readonly number[];
  prices: TElectricityOfferPrices;
}

export interface TGasBillInput extends TCompareCommon {
  consumptionKwh: number;
  prices: TGasOfferPrices;
}

/**
 * A year extrapolated from the visitor's period: their bill and ours times the same factor
 * (docs/comparator.md, "Yearly saving"). `basis` says whether the seasonal profile is an official one or
 * an estimate; the page labels an estimate as such; `source` names it.
 */
export interface TYearlySaving {
  ours: number;
  theirs: number;
  saving: number;
  basis: 'official-profile' | 'estimate';
  source: string;
}

export interface TBillComparison {
  /** The visitor's period priced with our offer by the invoice engine. */
  ours: TInvoiceComputation;
  paid: number;
  /** paid − ours.total, in euros (2 decimals); negative when our offer is dearer. */
  saving: number;
  yearly: TYearlySaving;
}
