import type { TDatedValue } from './billing-dates.ts';
import type { TElectricityTaxUse } from './tax-rates.ts';

export type TInvoiceLineKey =
  | 'power_term'
  | 'energy_term'
  | 'tariff_option_discount'
  | 'self_consumption_compensation'
  | 'meter_rental'
  | 'fixed_term'
  | 'variable_term'
  | 'virtual_battery_discount'
  | 'initial_payment';

/** The line keys in print order, for labels and schemas that list them. */
export const INVOICE_LINE_KEYS: readonly TInvoiceLineKey[] = [
  'power_term',
  'energy_term',
  'tariff_option_discount',
  'self_consumption_compensation',
  'meter_rental',
  'fixed_term',
  'variable_term',
  'virtual_battery_discount',
  'initial_payment',
];
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
  /** EUR: a virtual battery discount, a sum of money (quantity the euros drawn, unit price −1). */
  quantity: number;
  unit: 'kW·day' | 'kWh' | 'day' | 'EUR';
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
  /** Lines plus taxes other than VAT, in euros; a virtual_battery_discount line is not in it (it is taken off after VAT). */
  totalBeforeVat: number;
  vat: number;
  /** totalBeforeVat + VAT − the virtual battery discount: what the customer pays. */
  total: number;
  energyKwh: number;
  days: number;
  /**
   * Self-consumption (given exportedKwh): euros of the exported energy, valued at the surplus price,
   * that the simplified compensation could not net on this invoice; what an origin link deposits
   * in its virtual battery.
   */
  surplusLeft?: number;
  /** Given batteryDiscountAvailable: the euros drawn from the virtual battery (the −amount of the discount line). */
  batteryDiscount?: number;
}

interface TInvoicePeriodInput {
  /** First and last billed day, inclusive (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  /** Issue date; VAT is due at issue (Ley 37/1992 art. 75), so its rate is read on this day. Defaults to periodEnd. */
  invoiceDate?: string;
  /** Meter rental in € per day. */
  meterRentalPrices: readonly TDatedValue[];
  /**
   * VAT rates read on the invoice date, replacing the default rule: gas's GAS_VAT_RATES; electricity's
   * electricityVatRate (reduced regime, 10 kW limit and the wholesale-price condition).
   */
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
  /**
   * Self-consumption with surplus under simplified compensation (RD 244/2019 art. 14): kWh exported
   * in the period, valued at surplusPrices (€ per kWh, dated) and netted against the energy term.
   */
  exportedKwh?: number;
  surplusPrices?: readonly TDatedValue[];
  /** Euros the contract may draw from its virtual batteries on this invoice (availableBatteryDiscountCents / 100). */
  batteryDiscountAvailable?: number;
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
