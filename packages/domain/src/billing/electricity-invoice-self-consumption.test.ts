import { describe, expect, it } from 'vitest';
import { computeElectricityInvoice } from './electricity-invoice.ts';
import type { TElectricityInvoiceInput } from './invoice-types.ts';
import { DOMESTIC_INVOICE, fixed } from './test/invoice-fixtures.ts';

// The invoice of electricity-invoice.test.ts: 30 days of March 2025, power 10.44 €, 250 kWh, energy 34.50 €,
// meter 0.80 €; without self-consumption: tax 2.30, VAT 10.09, total 58.13.
const domestic = DOMESTIC_INVOICE;

const summary = (input: TElectricityInvoiceInput) => {
  const invoice = computeElectricityInvoice(input);
  return {
    lines: invoice.lines
      .filter((line) => line.key === 'self_consumption_compensation' || line.key === 'virtual_battery_discount')
      .map((line) => [line.key, line.quantity, line.unitPrice, line.amount, line.from, line.to]),
    taxes: invoice.taxes.map((tax) => [tax.key, tax.base, tax.amount]),
    totalBeforeVat: invoice.totalBeforeVat,
    total: invoice.total,
    surplusLeft: invoice.surplusLeft,
    batteryDiscount: invoice.batteryDiscount,
  };
};

describe('computeElectricityInvoice with self-consumption compensation', () => {
  it('nets a surplus that fits in the energy term, before the electricity tax and VAT', () => {
    // 100 kWh × 0.07 = 7.00 off the energy term: 34.50 − 7.00 = 27.50; tax base 10.44 + 27.50 = 37.94 → 1.94;
    // VAT 21 % on 37.94 + 1.94 + 0.80 = 40.68 → 8.54; total 49.22; nothing left for a battery.
    expect(summary({ ...domestic, exportedKwh: 100, surplusPrices: fixed(0.07) })).toEqual({
      lines: [['self_consumption_compensation', 100, -0.07, -7, '2025-03-01', '2025-03-30']],
      taxes: [
        ['electricity_tax', 37.94, 1.94],
        ['vat', 40.68, 8.54],
      ],
      totalBeforeVat: 40.68,
      total: 49.22,
      surplusLeft: 0,
      batteryDiscount: undefined,
    });
  });

  it('never compensates more than the energy term: the rest is surplusLeft (one line per surplus-price stretch)', () => {
    // 600 kWh, 300 per 15-day stretch: 300 × 0.07 = 21.00 fits; 300 × 0.06 = 18.00 finds 13.50 of energy left.
    // Energy 34.50 − 34.50 = 0; left 4.50. Tax 10.44 × 5.11269632 % = 0.53; VAT on 11.77 → 2.47; total 14.24.
    const surplusPrices = [
      { from: '2025-01-01', to: '2025-03-15', value: 0.07 },
      { from: '2025-03-16', value: 0.06 },
    ];
    expect(summary({ ...domestic, exportedKwh: 600, surplusPrices })).toEqual({
      lines: [
        ['self_consumption_compensation', 300, -0.07, -21, '2025-03-01', '2025-03-15'],
        ['self_consumption_compensation', 300, -0.06, -13.5, '2025-03-16', '2025-03-30'],
      ],
      taxes: [
        ['electricity_tax', 10.44, 0.53],
        ['vat', 11.77, 2.47],
      ],
      totalBeforeVat: 11.77,
      total: 14.24,
      surplusLeft: 4.5,
      batteryDiscount: undefined,
    });
  });

  it('caps at the energy term left after the tariff-option discounts', () => {
    // Happy hours take 2.50 (energy 32.00): 600 × 0.07 = 42.00 is compensated 32.00, 10.00 left.
    const invoice = computeElectricityInvoice({
      ...domestic,
      energyDiscounts: [
        { option: 'happy_hours', period: 1, kwh: 10, fraction: 0.5 },
        { option: 'happy_hours', period: 2, kwh: 20, fraction: 0.5 },
      ],
      exportedKwh: 600,
      surplusPrices: fixed(0.07),
    });
    expect(invoice.lines.find((line) => line.key === 'self_consumption_compensation')?.amount).toBe(-32);
    expect(invoice.surplusLeft).toBe(10);
    expect(invoice.taxes[0]).toMatchObject({ base: 10.44, amount: 0.53 });
  });

  it('writes no line without exported energy, and needs a surplus price when there is some', () => {
    expect(summary({ ...domestic, exportedKwh: 0, surplusPrices: fixed(0.07) })).toMatchObject({ lines: [], surplusLeft: 0, total: 58.13 });
    expect(() => computeElectricityInvoice({ ...domestic, exportedKwh: 10 })).toThrow('billing_value_missing_for_date');
    expect(() => computeElectricityInvoice({ ...domestic, exportedKwh: -1, surplusPrices: fixed(0.07) })).toThrow(
      'billing_invalid_quantity',
    );
  });
});

describe('computeElectricityInvoice with a virtual battery discount', () => {
  it('takes what the battery offers off the amount payable, after VAT, outside the tax bases', () => {
    // Tax and VAT as without the battery (2.30 and 10.09 on 48.04): 58.13 − 5.00 = 53.13.
    expect(summary({ ...domestic, batteryDiscountAvailable: 5 })).toEqual({
      lines: [['virtual_battery_discount', 5, -1, -5, '2025-03-01', '2025-03-30']],
      taxes: [
        ['electricity_tax', 44.94, 2.3],
        ['vat', 48.04, 10.09],
      ],
      totalBeforeVat: 48.04,
      total: 53.13,
      surplusLeft: undefined,
      batteryDiscount: 5,
    });
  });

  it('never takes more than power + energy after discounts and compensation: the rest stays in the battery', () => {
    // Energy fully compensated (600 kWh × 0.07 = 42.00 > 34.50): only the power term, 10.44, is left to discount;
    // 20.00 offered, 10.44 drawn. Total 14.24 − 10.44 = 3.80 (the meter rental, the tax and the VAT).
    expect(summary({ ...domestic, exportedKwh: 600, surplusPrices: fixed(0.07), batteryDiscountAvailable: 20 })).toEqual({
      lines: [
        ['self_consumption_compensation', 600, -0.07, -34.5, '2025-03-01', '2025-03-30'],
        ['virtual_battery_discount', 10.44, -1, -10.44, '2025-03-01', '2025-03-30'],
      ],
      taxes: [
        ['electricity_tax', 10.44, 0.53],
        ['vat', 11.77, 2.47],
      ],
      totalBeforeVat: 11.77,
      total: 3.8,
      surplusLeft: 7.5,
      batteryDiscount: 10.44,
    });
  });

  it('reports a zero discount and writes no line when the battery offers nothing', () => {
    expect(summary({ ...domestic, batteryDiscountAvailable: 0 })).toMatchObject({ lines: [], batteryDiscount: 0, total: 58.13 });
    expect(() => computeElectricityInvoice({ ...domestic, batteryDiscountAvailable: -1 })).toThrow('billing_invalid_value');
  });
});
