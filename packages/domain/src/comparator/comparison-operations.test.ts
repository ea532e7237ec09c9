import { describe, expect, it } from 'vitest';
import { computeElectricityInvoice } from '../billing/electricity-invoice.ts';
import { toComparisonOperations } from './comparison-operations.ts';

describe('toComparisonOperations (visitor-and-shell §3.5)', () => {
  it('gives a price change inside the period as two lines and adds a tax’s stretches into one entry', () => {
    const computation = computeElectricityInvoice({
      tariff: '2.0TD',
      periodStart: '2024-06-16',
      periodEnd: '2024-07-15',
      contractedPowerKw: [3.45, 3.45],
      powerPrices: [
        [
          { from: '2024-01-01', to: '2024-06-30', value: 0.08 },
          { from: '2024-07-01', value: 0.09 },
        ],
        [{ from: '2020-01-01', value: 0.002 }],
      ],
      energyKwh: [100, 0, 0],
      energyPrices: [0.2, 0.15, 0.1].map((value) => [{ from: '2020-01-01', value }]),
      meterRentalPrices: [{ from: '2020-01-01', value: 0.02663 }],
    });
    const operations = toComparisonOperations(computation, 'electricity');
    // 15 June days at 0.08 and 15 July days at 0.09, 3.45 kW each: 4.14 and 4.66.
    expect(operations.lines.filter((line) => line.name === 'potencia' && line.period === 'P1')).toEqual([
      { name: 'potencia', key: 'power_term', period: 'P1', price_unit: 0.08, quantity: 3.45, multi: 15, amount: 4.14 },
      { name: 'potencia', key: 'power_term', period: 'P1', price_unit: 0.09, quantity: 3.45, multi: 15, amount: 4.66 },
    ]);
    // Electricity tax 0.55 (June, 3.8 %) + 0.74 (July, 5.11269632 %) = 1.29. VAT 10 %: the period ends in July 2024,
    // June 2024 averaged above 45 €/MWh, and the invoice date (the period end) falls in the 2024 regime.
    expect(operations.taxes).toEqual([
      { name: 'Impuesto especial sobre la electricidad', amount: 1.29 },
      { name: 'IVA', amount: 3.11 },
    ]);
    for (const line of operations.lines) {
      expect(Math.abs(line.price_unit * line.quantity * line.multi - line.amount)).toBeLessThan(0.006);
    }
  });
});
