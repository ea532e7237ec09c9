import { type TDatedValue, valueOn } from './billing-dates.ts';
import { wholesaleConditionMet } from './wholesale-price-condition.ts';

/**
 * Special electricity tax (Impuesto Especial sobre la Electricidad), rate on power term + energy term.
 * Sources: Ley 38/1992 art. 99 (general rate 5.11269632 %); Real Decreto-ley 17/2021 cut it to 0.5 % from
 * 16/09/2021, extended by RDL 29/2021, 11/2022 and 20/2022 to 31/12/2023; Real Decreto-ley 8/2023 restored it
 * in steps: 2.5 % in Q1 2024, 3.8 % in Q2 2024 (the rate customer-area §9 quotes) and 5.11269632 % from 01/07/2024.
 */
export const ELECTRICITY_TAX_RATES: readonly TDatedValue[] = [
  { from: '2015-01-01', to: '2021-09-15', value: 0.0511269632 },
  { from: '2021-09-16', to: '2023-12-31', value: 0.005 },
  { from: '2024-01-01', to: '2024-03-31', value: 0.025 },
  { from: '2024-04-01', to: '2024-06-30', value: 0.038 },
  { from: '2024-07-01', value: 0.0511269632 },
];

/**
 * Floor of the special electricity tax in € per MWh (Ley 38/1992 art. 99.2): 0.5 €/MWh for industrial uses
 * (high voltage supplies, industrial plants, low-voltage agricultural irrigation, art. 99.3) and 1 €/MWh for
 * every other use, households included. The tax is the greater of the percentage and this floor.
 */
export const ELECTRICITY_TAX_MINIMUM_EUR_PER_MWH = { industrial: 0.5, other: 1 } as const;
export type TElectricityTaxUse = keyof typeof ELECTRICITY_TAX_MINIMUM_EUR_PER_MWH;

/** VAT at the general rate (Ley 37/1992 art. 90), for supplies no reduction reached. */
export const STANDARD_VAT_RATES: readonly TDatedValue[] = [{ from: '2012-09-01', value: 0.21 }];

/**
 * Reduced VAT regime of electricity supplies of at most 10 kW, by the date VAT falls due (the invoice date):
 * the rate a supply took when the wholesale-price condition was met (wholesale-price-condition.ts), 21 % when
 * it was not or no regime was in force. Sources: RDL 12/2021 art. 1 (10 % from 26/06/2021, extended by
 * RDL 29/2021 and RDL 6/2022 to 30/06/2022); RDL 11/2022 (5 % from 01/07/2022, extended by RDL 20/2022 to
 * 31/12/2023); RDL 8/2023 art. 21 (10 % through 2024); general 21 % again from 01/01/2025.
 */
export const REDUCED_ELECTRICITY_VAT_RATES: readonly TDatedValue[] = [
  { from: '2012-09-01', to: '2021-06-25', value: 0.21 },
  { from: '2021-06-26', to: '2022-06-30', value: 0.1 },
  { from: '2022-07-01', to: '2023-12-31', value: 0.05 },
  { from: '2024-01-01', to: '2024-12-31', value: 0.1 },
  { from: '2025-01-01', value: 0.21 },
];

/** Contracted power up to which the reduced electricity VAT applied (RDL 12/2021 art. 1). */
export const REDUCED_ELECTRICITY_VAT_MAX_KW = 10;

/**
 * The VAT rate of an electricity invoice. The regime is read on the invoice date (VAT falls due at issue,
 * Ley 37/1992 art. 75); the 45 €/MWh condition on the month before the month of the period's last day; the
 * reduction reached only supplies of at most 10 kW. So a 1–29 February 2024 period invoiced in March 2024
 * takes 10 % (January above 45), one ending in March 2024 takes 21 % (February below).
 */
export function electricityVatRate(input: { invoiceDate: string; periodEnd: string; maxPowerKw: number }): number {
  const general = valueOn(input.invoiceDate, STANDARD_VAT_RATES);
  if (input.maxPowerKw > REDUCED_ELECTRICITY_VAT_MAX_KW) return general;
  const reduced = valueOn(input.invoiceDate, REDUCED_ELECTRICITY_VAT_RATES);
  if (reduced >= general) return general;
  return wholesaleConditionMet(input.periodEnd) ? reduced : general;
}

/**
 * VAT of natural gas, by invoice date. Sources: RDL 17/2022 (5 % from 01/10/2022), extended by RDL 20/2022 to
 * 31/12/2023; RDL 8/2023 (10 % in Q1 2024, general 21 % from 01/04/2024).
 */
export const GAS_VAT_RATES: readonly TDatedValue[] = [
  { from: '2012-09-01', to: '2022-09-30', value: 0.21 },
  { from: '2022-10-01', to: '2023-12-31', value: 0.05 },
  { from: '2024-01-01', to: '2024-03-31', value: 0.1 },
  { from: '2024-04-01', value: 0.21 },
];

/**
 * Hydrocarbon tax (Impuesto sobre Hidrocarburos) on natural gas for heating and other general uses, epígrafe 1.10
 * of Ley 38/1992 art. 50 as set by Ley 15/2012: 0.65 €/GJ = 0.00234 €/kWh (1 kWh = 0.0036 GJ).
 */
export const GAS_HYDROCARBON_TAX_RATES: readonly TDatedValue[] = [{ from: '2013-01-01', value: 0.00234 }];
