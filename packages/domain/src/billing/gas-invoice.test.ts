import { describe, expect, it } from 'vitest';
import { computeGasInvoice } from './gas-invoice.ts';
import type { TGasInvoiceInput } from './invoice-types.ts';
import { fixed } from './test/invoice-fixtures.ts';

const february: TGasInvoiceInput = {
  periodStart: '2025-02-01',
  periodEnd: '2025-02-28',
  fixedPrices: fixed(0.3),
  energyKwh: 800,
  energyPrices: fixed(0.065),
  meterRentalPrices: fixed(0.0376),
};

describe('computeGasInvoice', () => {
  it('bills fixed term, variable term, hydrocarbon tax, rental and VAT', () => {
    const invoice = computeGasInvoice(february);
    // Fixed: 28 × 0.30 = 8.40; variable: 800 × 0.065 = 52.00; rental: 28 × 0.0376 = 1.0528 → 1.05
    expect(invoice.lines.map((line) => [line.key, line.quantity, line.unit, line.amount])).toEqual([
      ['fixed_term', 28, 'day', 8.4],
      ['variable_term', 800, 'kWh', 52],
      ['meter_rental', 28, 'day', 1.05],
    ]);
    // Hydrocarbon tax: 800 × 0.00234 = 1.872 → 1.87
    // VAT 21 % (2025): 8.40 + 52.00 + 1.05 + 1.87 = 63.32 × 0.21 = 13.2972 → 13.30; total 76.62
    expect(invoice.taxes).toEqual([
      { key: 'hydrocarbon_tax', base: 800, rate: 0.00234, amount: 1.87 },
      { key: 'vat', base: 63.32, rate: 0.21, amount: 13.3 },
    ]);
    expect(invoice).toMatchObject({ totalBeforeVat: 63.32, vat: 13.3, total: 76.62, energyKwh: 800, days: 28 });
  });

  it('reads VAT on the invoice date: 5 % in 2023, 10 % in Q1 2024', () => {
    // 2023: base 63.32 × 5 % = 3.166 → 3.17
    expect(computeGasInvoice({ ...february, invoiceDate: '2023-03-01' }).vat).toBe(3.17);
    // Q1 2024: 63.32 × 10 % = 6.332 → 6.33
    expect(computeGasInvoice({ ...february, invoiceDate: '2024-03-31' }).vat).toBe(6.33);
  });

  it('splits the variable term by days when the price changes', () => {
    const invoice = computeGasInvoice({
      ...february,
      energyPrices: [
        { from: '2025-01-01', to: '2025-02-14', value: 0.06 },
        { from: '2025-02-15', value: 0.07 },
      ],
    });
    // 800 kWh over 28 days: 14 days each → 400 kWh × 0.06 = 24.00 and 400 × 0.07 = 28.00
    expect(invoice.lines.filter((line) => line.key === 'variable_term').map((line) => [line.quantity, line.amount])).toEqual([
      [400, 24],
      [400, 28],
    ]);
  });

  it('bills only fixed costs when nothing was consumed', () => {
    // 8.40 + 1.05 = 9.45, tax 0; VAT 9.45 × 0.21 = 1.9845 → 1.98; total 11.43
    expect(computeGasInvoice({ ...february, energyKwh: 0 })).toMatchObject({ totalBeforeVat: 9.45, vat: 1.98, total: 11.43 });
  });

  it('rejects a period that ends before it starts', () => {
    expect(() => computeGasInvoice({ ...february, periodEnd: '2025-01-31' })).toThrow('billing_period_end_before_start');
  });
});
