import type { TDatedValue } from './billing-dates.ts';
import type { TElectricityTaxUse } from './tax-rates.ts';

export type TInvoiceLineKey = 'power_term' | 'energy_term' | 'tariff_option_discount' | 'meter_rental' | 'fixed_term' | 'variable_term';
export type TInvoiceTaxKey = 'electricity_tax' | 'hydrocarbon_tax' | 'vat';

/** One priced line; a term whose price changed inside the period gives one line per stretch (from–to). */
export interface TInvoiceLine {
  key: TInvoiceLineKey;
  /** Tariff period P1..P6 for power and energy terms and their discounts. */
  period?: string;
  /** tariff_option_discount only: the option that discounts it (double_tariff, happy_hours, happy_day). */
  option?: string;
  /** tariff_option_discount only: the fraction of the energy price discounted. */
  fraction?: number;
  quantity: number;
  unit: 'kW·day' | 'kWh' | 'day';
  unitPrice: number;
  /** Euros, rounded to the cent; negative for a discount. */
  amount: number;
  from: string;
  to: string;
}

/**
 * A tax. electricity_tax: base in € (power + energy), rate a fraction; hydrocarbon_tax: base in kWh, rate €/kWh;
 * vat: base in €, rate a fraction. A rate that changed inside the period gives one entry per stretch.
 */
export interface TInvoiceTax {
  key: TInvoiceTaxKey;
  base: number;
  rate: number;
  amount: number;
  from?: string;
  to?: string;
  /** electricity_tax only: the legal € per MWh floor exceeded the percentage. */
  minimumApplied?: boolean;
}

export interface TInvoiceComputation {
  lines: TInvoiceLine[];
  taxes: TInvoiceTax[];
  /** Lines plus taxes other than VAT, in euros. */
  totalBeforeVat: number;
  vat: number;
  total: number;
  energyKwh: number;
  days: number;
}

interface TInvoicePeriodInput {
  /** First and last billed day, inclusive (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  /** Issue date; VAT is due at issue (Ley 37/1992 art. 75), so its rate is read on this day. Defaults to periodEnd. */
  invoiceDate?: string;
  /** Meter rental in € per day. */
  meterRentalPrices: readonly TDatedValue[];
  /** Defaults to the tables in tax-rates.ts. */
  vatRates?: readonly TDatedValue[];
}

export interface TElectricityInvoiceInput extends TInvoicePeriodInput {
  /** Access tariff: 2.0TD has 2 power and 3 energy periods; 3.0TD and 6.xTD have 6 and 6. */
  tariff: string;
  /** kW per power period, P1 first. */
  contractedPowerKw: readonly number[];
  /** € per kW and day, per power period. */
  powerPrices: readonly (readonly TDatedValue[])[];
  /** kWh consumed per energy period, P1 first. */
  energyKwh: readonly number[];
  /** € per kWh, per energy period. */
  energyPrices: readonly (readonly TDatedValue[])[];
  /** Sets the tax floor; defaults to industrial for 6.xTD (high voltage) and other otherwise. */
  electricityTaxUse?: TElectricityTaxUse;
  electricityTaxRates?: readonly TDatedValue[];
  /**
   * Energy priced with a discount by a tariff option (happy hours, happy day, double tariff):
   * tariffOptionDiscountedEnergy gives it from the hours. Each gives negative
   * tariff_option_discount lines; the energy term of a period never goes below zero.
   */
  energyDiscounts?: readonly TEnergyDiscount[];
}

/** kWh of tariff period `period` (1 = P1) whose energy price is discounted by `fraction` (0..1) under `option`. */
export interface TEnergyDiscount {
  option: string;
  period: number;
  kwh: number;
  fraction: number;
}

export interface TGasInvoiceInput extends TInvoicePeriodInput {
  /** Fixed term in € per day. */
  fixedPrices: readonly TDatedValue[];
  energyKwh: number;
  /** Variable term in € per kWh. */
  energyPrices: readonly TDatedValue[];
  /** € per kWh; defaults to the heating-use rate. */
  hydrocarbonTaxRates?: readonly TDatedValue[];
}
