import { describe, expect, it } from 'vitest';
import { BillingInputError } from './billing-errors.ts';
import { computeElectricityInvoice } from './electricity-invoice.ts';
import type { TElectricityInvoiceInput } from './invoice-types.ts';
import { DOMESTIC_INVOICE, fixed } from './test/invoice-fixtures.ts';

// The invoice of electricity-invoice.test.ts: 30 days of March 2025, 250 kWh, energy 34.50 €.
const domestic = DOMESTIC_INVOICE;

const discountLines = (input: TElectricityInvoiceInput) =>
  computeElectricityInvoice(input)
    .lines.filter((line) => line.key === 'tariff_option_discount')
    .map((line) => [line.option, line.period, line.quantity, line.unitPrice, line.amount, line.from, line.to]);

describe('computeElectricityInvoice with tariff-option discounts', () => {
  it('takes kWh × price × fraction off each period, before the electricity tax and VAT (worked example of docs/billing.md)', () => {
    const invoice = computeElectricityInvoice({
      ...domestic,
      energyDiscounts: [
        { option: 'happy_hours', period: 1, kwh: 10, fraction: 0.5 },
        { option: 'happy_hours', period: 2, kwh: 20, fraction: 0.5 },
      ],
    });
    // P1: 10 kWh × 0.20 × 0.5 = 1.00; P2: 20 kWh × 0.15 × 0.5 = 1.50: energy 34.50 − 2.50 = 32.00.
    expect(invoice.lines.map((line) => [line.key, line.period, line.quantity, line.unitPrice, line.amount])).toEqual([
      ['power_term', 'P1', 138, 0.073782, 10.18],
      ['power_term', 'P2', 138, 0.001911, 0.26],
      ['energy_term', 'P1', 60, 0.2, 12],
      ['energy_term', 'P2', 70, 0.15, 10.5],
      ['energy_term', 'P3', 120, 0.1, 12],
      ['tariff_option_discount', 'P1', 10, -0.1, -1],
      ['tariff_option_discount', 'P2', 20, -0.075, -1.5],
      ['meter_rental', undefined, 30, 0.02663, 0.8],
    ]);
    expect(invoice.lines.find((line) => line.key === 'tariff_option_discount')).toMatchObject({ option: 'happy_hours', fraction: 0.5 });
    // Tax: (10.18 + 0.26 + 32.00) = 42.44 × 0.0511269632 = 2.1698… → 2.17.
    // VAT 21 %: 42.44 + 2.17 + 0.80 = 45.41 → 9.5361 → 9.54; total 54.95 (58.13 without the discount).
    expect(invoice.taxes).toEqual([
      { key: 'electricity_tax', base: 42.44, rate: 0.0511269632, amount: 2.17, minimumApplied: false },
      { key: 'vat', base: 45.41, rate: 0.21, amount: 9.54 },
    ]);
    expect(invoice).toMatchObject({ totalBeforeVat: 45.41, vat: 9.54, total: 54.95, energyKwh: 250 });
  });

  it('shares the discounted kWh among energy price stretches by days, as the energy term', () => {
    const lines = discountLines({
      ...domestic,
      energyPrices: [
        [
          { from: '2025-01-01', to: '2025-03-15', value: 0.2 },
          { from: '2025-03-16', value: 0.18 },
        ],
        fixed(0.15),
        fixed(0.1),
      ],
      energyDiscounts: [{ option: 'happy_day', period: 1, kwh: 9, fraction: 0.3 }],
    });
    // 15 + 15 days: 4.5 kWh × 0.20 × 0.3 = 0.27; 4.5 kWh × 0.18 × 0.3 = 0.243 → 0.24.
    expect(lines).toEqual([
      ['happy_day', 'P1', 4.5, -0.06, -0.27, '2025-03-01', '2025-03-15'],
      ['happy_day', 'P1', 4.5, -0.054, -0.24, '2025-03-16', '2025-03-30'],
    ]);
  });

  it('rounds each discount line to the cent, half away from zero', () => {
    // 3.333 kWh × 0.15 × 0.5 = 0.249975 → 0.25; 0.011 kWh × 0.2 × 0.2 = 0.00044 → 0.00.
    expect(
      discountLines({
        ...domestic,
        energyDiscounts: [
          { option: 'happy_hours', period: 2, kwh: 3.333, fraction: 0.5 },
          { option: 'double_tariff', period: 1, kwh: 0.011, fraction: 0.2 },
        ],
      }).map((line) => line[4]),
    ).toEqual([-0.25, 0]);
  });

  it('never takes the energy term of a period below zero', () => {
    const invoice = computeElectricityInvoice({
      ...domestic,
      energyDiscounts: [
        { option: 'happy_hours', period: 3, kwh: 100, fraction: 1 },
        { option: 'happy_day', period: 3, kwh: 100, fraction: 0.5 },
      ],
    });
    // P3's energy is 12.00: the first takes 10.00, the second 5.00 asked but only 2.00 left.
    const p3 = invoice.lines.filter((line) => line.period === 'P3').map((line) => line.amount);
    expect(p3).toEqual([12, -10, -2]);
    expect(p3.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('is the invoice without discounts when none or an empty list is given', () => {
    expect(computeElectricityInvoice({ ...domestic, energyDiscounts: [] })).toEqual(computeElectricityInvoice(domestic));
    expect(discountLines({ ...domestic, energyDiscounts: [{ option: 'happy_hours', period: 1, kwh: 0, fraction: 0.5 }] })).toEqual([]);
  });

  it.each([
    [{ option: 'happy_hours', period: 4, kwh: 1, fraction: 0.5 }, 'billing_period_count_mismatch'],
    [{ option: 'happy_hours', period: 0, kwh: 1, fraction: 0.5 }, 'billing_period_count_mismatch'],
    [{ option: 'happy_hours', period: 1, kwh: -1, fraction: 0.5 }, 'billing_invalid_quantity'],
    [{ option: 'happy_hours', period: 1, kwh: 1, fraction: 1.5 }, 'billing_invalid_value'],
    [{ option: 'happy_hours', period: 1, kwh: 1, fraction: Number.NaN }, 'billing_invalid_value'],
  ])('refuses the discount %j (%s)', (discount, code) => {
    try {
      computeElectricityInvoice({ ...domestic, energyDiscounts: [discount] });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(BillingInputError);
      expect((error as BillingInputError).code).toBe(code);
    }
  });
});
