import { describe, expect, it } from 'vitest';
import { computeElectricityInvoice, tariffPeriods } from './electricity-invoice.ts';
import { DOMESTIC_INVOICE, fixed } from './test/invoice-fixtures.ts';

const domestic = DOMESTIC_INVOICE;

describe('computeElectricityInvoice', () => {
  it('bills a 30-day 2.0TD invoice with 2 power and 3 energy periods', () => {
    const invoice = computeElectricityInvoice(domestic);
    // Power P1: 4.6 kW × 30 d × 0.073782 = 10.181916 → 10.18; P2: 4.6 × 30 × 0.001911 = 0.263718 → 0.26
    // Energy: 60 × 0.20 = 12.00; 70 × 0.15 = 10.50; 120 × 0.10 = 12.00 (250 kWh, 34.50)
    // Meter rental: 30 × 0.02663 = 0.7989 → 0.80
    expect(invoice.lines.map((line) => [line.key, line.period, line.quantity, line.amount])).toEqual([
      ['power_term', 'P1', 138, 10.18],
      ['power_term', 'P2', 138, 0.26],
      ['energy_term', 'P1', 60, 12],
      ['energy_term', 'P2', 70, 10.5],
      ['energy_term', 'P3', 120, 12],
      ['meter_rental', undefined, 30, 0.8],
    ]);
    // Electricity tax (March 2025, 5.11269632 %): (10.18 + 0.26 + 34.50) = 44.94 × 0.0511269632 = 2.2976… → 2.30,
    // above the floor 0.25 MWh × 1 €/MWh = 0.25.
    // VAT 21 % (2025): base 44.94 + 2.30 + 0.80 = 48.04 → 10.0884 → 10.09; total 48.04 + 10.09 = 58.13
    expect(invoice.taxes).toEqual([
      { key: 'electricity_tax', base: 44.94, rate: 0.0511269632, amount: 2.3, minimumApplied: false },
      { key: 'vat', base: 48.04, rate: 0.21, amount: 10.09 },
    ]);
    expect(invoice).toMatchObject({ totalBeforeVat: 48.04, vat: 10.09, total: 58.13, energyKwh: 250, days: 30 });
  });

  it('splits power price and electricity tax where they change inside the period (3.8 % to 5.11269632 % on 01/07/2024)', () => {
    const invoice = computeElectricityInvoice({
      ...domestic,
      periodStart: '2024-06-16',
      periodEnd: '2024-07-15',
      invoiceDate: '2024-07-16',
      contractedPowerKw: [3.45, 3.45],
      powerPrices: [
        [
          { from: '2024-01-01', to: '2024-06-30', value: 0.08 },
          { from: '2024-07-01', value: 0.09 },
        ],
        fixed(0.002),
      ],
      energyKwh: [100, 0, 0],
    });
    // 30 days: 15 in June, 15 in July.
    // Power P1: 3.45 × 15 × 0.08 = 4.14; 3.45 × 15 × 0.09 = 4.6575 → 4.66; P2: 3.45 × 30 × 0.002 = 0.207 → 0.21
    // Energy P1: 100 × 0.20 = 20.00. Tax base 4.14 + 4.66 + 0.21 + 20.00 = 29.01
    expect(invoice.lines.filter((line) => line.key === 'power_term').map((line) => [line.period, line.from, line.amount])).toEqual([
      ['P1', '2024-06-16', 4.14],
      ['P1', '2024-07-01', 4.66],
      ['P2', '2024-06-16', 0.21],
    ]);
    // Base by days: 2901 c × 15/30 = 1450.5 → 14.51 and the rest 14.50.
    // June: 14.51 × 3.8 % = 0.55138 → 0.55; July: 14.50 × 5.11269632 % = 0.74134… → 0.74
    // VAT: invoice issued 16/07/2024, 3.45 kW ≤ 10 kW → 10 %: (29.01 + 0.55 + 0.74 + 0.80) = 31.10 → 3.11
    expect(invoice.taxes).toEqual([
      { key: 'electricity_tax', base: 14.51, rate: 0.038, amount: 0.55, from: '2024-06-16', to: '2024-06-30', minimumApplied: false },
      { key: 'electricity_tax', base: 14.5, rate: 0.0511269632, amount: 0.74, from: '2024-07-01', to: '2024-07-15', minimumApplied: false },
      { key: 'vat', base: 31.1, rate: 0.1, amount: 3.11 },
    ]);
    expect(invoice.total).toBe(34.21);
  });

  it('takes 10 % VAT on 1–29 February 2024 invoiced in March: January 2024 averaged above 45 €/MWh', () => {
    const february = { ...domestic, periodStart: '2024-02-01', periodEnd: '2024-02-29', invoiceDate: '2024-03-04' };
    // 29 days. Power 4.6 × 29 × 0.073782 = 9.842518… → 9.84; 4.6 × 29 × 0.001911 = 0.254925… → 0.25.
    // Energy 34.50; tax (Q1 2024, 2.5 %) 44.59 × 0.025 = 1.11475 → 1.11; rental 29 × 0.02663 = 0.77227 → 0.77.
    // VAT 10 %: 44.59 + 1.11 + 0.77 = 46.47 → 4.647 → 4.65; total 51.12.
    const invoice = computeElectricityInvoice(february);
    expect(invoice.taxes.at(-1)).toEqual({ key: 'vat', base: 46.47, rate: 0.1, amount: 4.65 });
    expect(invoice.total).toBe(51.12);
    // A March period invoiced in April: February averaged below 45, so 21 %.
    const march = computeElectricityInvoice({ ...february, periodStart: '2024-03-01', periodEnd: '2024-03-29', invoiceDate: '2024-04-02' });
    expect(march.taxes.at(-1)).toMatchObject({ rate: 0.21 });
  });

  it('charges the per-MWh floor when it exceeds the percentage', () => {
    const march2023 = {
      ...domestic,
      periodStart: '2023-03-01',
      periodEnd: '2023-03-30',
      contractedPowerKw: [3.3, 3.3],
      powerPrices: [fixed(0.03), fixed(0)],
      energyKwh: [1000, 0, 0],
      energyPrices: [fixed(0.1), fixed(0.1), fixed(0.1)],
    };
    // Base: 3.3 × 30 × 0.03 = 2.97 + 1000 × 0.10 = 100.00 → 102.97; 0.5 % (2023) = 0.51485 → 0.51
    // Other uses (households): floor 1 MWh × 1 €/MWh = 1.00 > 0.51 → 1.00
    expect(computeElectricityInvoice(march2023).taxes[0]).toEqual({
      key: 'electricity_tax',
      base: 102.97,
      rate: 0.005,
      amount: 1,
      minimumApplied: true,
    });
    // Industrial use: floor 1 MWh × 0.5 €/MWh = 0.50 < 0.51 → the percentage stands.
    expect(computeElectricityInvoice({ ...march2023, electricityTaxUse: 'industrial' }).taxes[0]).toMatchObject({
      amount: 0.51,
      minimumApplied: false,
    });
    // VAT in March 2023 for ≤ 10 kW was 5 %: 102.97 + 1.00 + 0.80 = 104.77 × 5 % = 5.2385 → 5.24
    expect(computeElectricityInvoice(march2023).taxes[1]).toEqual({ key: 'vat', base: 104.77, rate: 0.05, amount: 5.24 });
  });

  it('bills a 3.0TD invoice with 6 power and 6 energy periods at the general VAT rate', () => {
    const invoice = computeElectricityInvoice({
      tariff: '3.0TD',
      periodStart: '2025-01-01',
      periodEnd: '2025-01-31',
      contractedPowerKw: [15, 15, 15, 15, 15, 20],
      powerPrices: [0.05, 0.03, 0.015, 0.013, 0.009, 0.005].map(fixed),
      energyKwh: [200, 300, 400, 500, 600, 1000],
      energyPrices: [0.18, 0.16, 0.14, 0.12, 0.11, 0.09].map(fixed),
      meterRentalPrices: fixed(0.05),
    });
    // Power (31 days, 15 kW = 465 kW·day, P6 20 kW = 620 kW·day):
    // 465 × 0.05 = 23.25; × 0.03 = 13.95; × 0.015 = 6.975 → 6.98; × 0.013 = 6.045 → 6.05; × 0.009 = 4.185 → 4.19;
    // 620 × 0.005 = 3.10. Sum 57.52
    // Energy: 200 × 0.18 = 36; 300 × 0.16 = 48; 400 × 0.14 = 56; 500 × 0.12 = 60; 600 × 0.11 = 66; 1000 × 0.09 = 90 → 356.00
    expect(invoice.lines.map((line) => line.amount)).toEqual([23.25, 13.95, 6.98, 6.05, 4.19, 3.1, 36, 48, 56, 60, 66, 90, 1.55]);
    // Tax: 413.52 × 0.0511269632 = 21.1420… → 21.14 (floor 3 MWh × 1 = 3.00). Rental 31 × 0.05 = 1.55
    // VAT: 20 kW > 10 kW → 21 %: 413.52 + 21.14 + 1.55 = 436.21 × 0.21 = 91.6041 → 91.60; total 527.81
    expect(invoice.taxes.map((tax) => [tax.key, tax.base, tax.amount])).toEqual([
      ['electricity_tax', 413.52, 21.14],
      ['vat', 436.21, 91.6],
    ]);
    expect(invoice).toMatchObject({ totalBeforeVat: 436.21, vat: 91.6, total: 527.81, energyKwh: 3000, days: 31 });
  });

  it('bills power, tax on power and rental when nothing was consumed', () => {
    const invoice = computeElectricityInvoice({ ...domestic, energyKwh: [0, 0, 0] });
    // Power 10.18 + 0.26 = 10.44; energy 0; tax 10.44 × 0.0511269632 = 0.53376… → 0.53 (floor 0)
    // VAT 21 %: 10.44 + 0.53 + 0.80 = 11.77 → 2.4717 → 2.47; total 14.24
    expect(invoice.taxes[0]).toMatchObject({ base: 10.44, amount: 0.53, minimumApplied: false });
    expect(invoice).toMatchObject({ totalBeforeVat: 11.77, vat: 2.47, total: 14.24, energyKwh: 0 });
  });

  it('rejects invalid input with a clear error', () => {
    expect(() => computeElectricityInvoice({ ...domestic, periodStart: '2025-03-30', periodEnd: '2025-03-01' })).toThrow(
      'billing_period_end_before_start',
    );
    expect(() => computeElectricityInvoice({ ...domestic, energyKwh: [1, 2] })).toThrow('billing_period_count_mismatch');
    expect(() => computeElectricityInvoice({ ...domestic, energyKwh: [-1, 0, 0] })).toThrow('billing_invalid_quantity');
    expect(() => computeElectricityInvoice({ ...domestic, tariff: '9.9XX' })).toThrow('billing_unknown_tariff');
  });

  it('knows the periods of each access tariff', () => {
    expect(tariffPeriods('2.0TD')).toEqual({ power: 2, energy: 3 });
    expect(tariffPeriods('6.1TD')).toEqual({ power: 6, energy: 6 });
  });
});
