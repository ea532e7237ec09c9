import type { TDatedValue } from '../billing-dates.ts';
import type { TElectricityInvoiceInput } from '../invoice-types.ts';

/** A price that holds for any date the billing tests use. */
export const fixed = (value: number): TDatedValue[] => [{ from: '2000-01-01', value }];

/**
 * The domestic invoice every electricity billing test starts from: 30 days of March 2025 on 2.0TD,
 * power 10.44 €, 250 kWh, energy 34.50 €, meter 0.80 €; with nothing added: tax 2.30, VAT 10.09, total 58.13.
 */
export const DOMESTIC_INVOICE: TElectricityInvoiceInput = {
  tariff: '2.0TD',
  periodStart: '2025-03-01',
  periodEnd: '2025-03-30',
  contractedPowerKw: [4.6, 4.6],
  powerPrices: [fixed(0.073782), fixed(0.001911)],
  energyKwh: [60, 70, 120],
  energyPrices: [fixed(0.2), fixed(0.15), fixed(0.1)],
  meterRentalPrices: fixed(0.02663),
};
