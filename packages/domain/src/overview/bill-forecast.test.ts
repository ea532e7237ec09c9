import { describe, expect, it } from 'vitest';
import { computeElectricityInvoice } from '../billing/electricity-invoice.ts';
import { computeGasInvoice } from '../billing/gas-invoice.ts';
import { fixed } from '../billing/test/invoice-fixtures.ts';
import { tariffOptionDiscountedEnergy } from '../tariff-options/tariff-option-discount.ts';
import { billAmounts, forecastBill, productPrices, type TBillForecastInput, type TForecastDay } from './bill-forecast.ts';

const hours = (n: number, wh: number) => new Array<number>(n).fill(wh);
const day = (date: string, active: (number | null)[], exported: (number | null)[] | null = null): TForecastDay => ({
  day: date,
  active,
  exported,
});

// The prices of the billing tests' domestic invoice (billing/test/invoice-fixtures.ts).
const PRICES = productPrices([
  { term: 'power', period: 1, validFrom: '2000-01-01', price: 0.073782 },
  { term: 'power', period: 2, validFrom: '2000-01-01', price: 0.001911 },
  { term: 'energy', period: 1, validFrom: '2000-01-01', price: 0.2 },
  { term: 'energy', period: 2, validFrom: '2000-01-01', price: 0.15 },
  { term: 'energy', period: 3, validFrom: '2000-01-01', price: 0.1 },
  { term: 'meter_rental', period: 0, validFrom: '2000-01-01', price: 0.02663 },
  { term: 'surplus', period: 0, validFrom: '2000-01-01', price: 0.07 },
]);

// Saturday 1, Sunday 2 and Monday 3 March 2025, 1 kWh every hour.
const FIRST_DAYS = [day('2025-03-01', hours(24, 1000)), day('2025-03-02', hours(24, 1000)), day('2025-03-03', hours(24, 1000))];
const INPUT: TBillForecastInput = {
  kind: 'electricity',
  tariff: '2.0TD',
  powersKw: [4.6, 4.6],
  prices: PRICES,
  periodStart: '2025-03-01',
  days: FIRST_DAYS,
  invoiceDate: '2025-03-05',
};

describe('productPrices', () => {
  it('dates each term and period from its rows, oldest first, whatever their order', () => {
    const prices = productPrices([
      { term: 'energy', period: 2, validFrom: '2025-06-16', price: 0.16 },
      { term: 'energy', period: 2, validFrom: '2025-01-01', price: 0.15 },
      { term: 'energy', period: 1, validFrom: '2025-01-01', price: 0.2 },
      { term: 'fixed', period: 0, validFrom: '2025-01-01', price: 0.3 },
    ]);
    expect(prices.energy).toEqual([
      [{ from: '2025-01-01', value: 0.2 }],
      [
        { from: '2025-01-01', value: 0.15 },
        { from: '2025-06-16', value: 0.16 },
      ],
    ]);
    expect(prices.fixed).toEqual([{ from: '2025-01-01', value: 0.3 }]);
    expect(prices.power).toEqual([]);
  });
});

describe('forecastBill', () => {
  it('prices the days read so far with the invoice engine: a worked 2.0TD case', () => {
    const forecast = forecastBill(INPUT)!;
    expect(forecast).toMatchObject({ from: '2025-03-01', to: '2025-03-03', days: 3, estimate: true });
    // The weekend is all P3 (48 kWh); Monday has 8 hours of each period: P1 8, P2 8, P3 8 + 48 = 56.
    // Power: 4.6 × 3 × 0.073782 = 1.018… → 1.02; 4.6 × 3 × 0.001911 = 0.026… → 0.03.
    // Energy: 8 × 0.20 + 8 × 0.15 + 56 × 0.10 = 1.60 + 1.20 + 5.60 = 8.40. Meter: 3 × 0.02663 → 0.08.
    expect(forecast.computation.lines.map((line) => [line.key, line.period, line.quantity, line.amount])).toEqual([
      ['power_term', 'P1', 13.8, 1.02],
      ['power_term', 'P2', 13.8, 0.03],
      ['energy_term', 'P1', 8, 1.6],
      ['energy_term', 'P2', 8, 1.2],
      ['energy_term', 'P3', 56, 5.6],
      ['meter_rental', undefined, 3, 0.08],
    ]);
    // Tax: 9.45 × 5.11269632 % = 0.483… → 0.48 (floor 0.072 MWh × 1 €). VAT 21 %: (9.45 + 0.48 + 0.08) × 0.21 = 2.1021 → 2.10.
    expect(billAmounts(forecast.computation)).toEqual({
      power: 1.05,
      energy: 8.4,
      meter_rental: 0.08,
      taxes: 2.58,
      battery_discount: 0,
      total: 12.11,
    });
  });

  it('starts at the period start, ignores earlier days and takes days in any order', () => {
    const earlier = day('2025-02-28', hours(24, 5000));
    const forecast = forecastBill({ ...INPUT, days: [FIRST_DAYS[2]!, earlier, FIRST_DAYS[0]!, FIRST_DAYS[1]!] })!;
    expect(forecast.computation.total).toBe(12.11);
    expect(forecast.computation.energyKwh).toBe(72);
  });

  it('counts the days from the period start even when the first ones have no readings', () => {
    const forecast = forecastBill({ ...INPUT, days: [FIRST_DAYS[2]!] })!;
    expect(forecast).toMatchObject({ from: '2025-03-01', to: '2025-03-03', days: 3 });
    // Power for three days, energy of Monday alone: 8 kWh of each period.
    expect(forecast.computation.energyKwh).toBe(24);
    expect(forecast.computation.lines.filter((line) => line.key === 'power_term').map((line) => line.quantity)).toEqual([13.8, 13.8]);
  });

  it('is nothing, not a guess, before the period has a day read', () => {
    expect(forecastBill({ ...INPUT, periodStart: '2025-03-04' })).toBeNull();
    expect(forecastBill({ ...INPUT, days: [] })).toBeNull();
  });

  it('reads quarter-hours as the hours they add up to', () => {
    const quarters = FIRST_DAYS.map((d) => day(d.day, hours(96, 250)));
    expect(forecastBill({ ...INPUT, days: quarters })!.computation).toEqual(forecastBill(INPUT)!.computation);
  });

  it('counts a gap in the readings as nothing', () => {
    const withGap = [...FIRST_DAYS.slice(0, 2), day('2025-03-03', [...hours(10, 1000), null, ...hours(13, 1000)])];
    // Monday 10:00 is P1: one kWh less of it.
    expect(
      forecastBill({ ...INPUT, days: withGap })!.computation.lines.find((l) => l.key === 'energy_term' && l.period === 'P1')!.quantity,
    ).toBe(7);
  });

  it('discounts the hours of a tariff option in force as the invoices do', () => {
    const happyHours = [{ kind: 'happy_hours' as const, validFrom: '2025-01-01', fraction: 0.5, startHour: 13, endHour: 16 }];
    const forecast = forecastBill({ ...INPUT, tariffOptions: happyHours })!;
    const discounts = tariffOptionDiscountedEnergy(
      '2.0TD',
      FIRST_DAYS.map((d) => ({ day: d.day, values: d.active as number[] })),
      happyHours,
    );
    // Three days × 3 hours at half price: 13–14 of Monday is P1, 14–16 P2, the weekend's P3.
    expect(
      forecast.computation.lines.filter((l) => l.key === 'tariff_option_discount').map((l) => [l.period, l.quantity, l.amount]),
    ).toEqual([
      ['P1', 1, -0.1],
      ['P2', 2, -0.15],
      ['P3', 6, -0.3],
    ]);
    expect(forecast.computation).toEqual(
      computeElectricityInvoice({
        tariff: '2.0TD',
        periodStart: '2025-03-01',
        periodEnd: '2025-03-03',
        invoiceDate: '2025-03-05',
        contractedPowerKw: [4.6, 4.6],
        powerPrices: [fixed(0.073782), fixed(0.001911)],
        energyKwh: [8, 8, 56],
        energyPrices: [fixed(0.2), fixed(0.15), fixed(0.1)],
        meterRentalPrices: fixed(0.02663),
        energyDiscounts: discounts,
      }),
    );
  });

  it('compensates the exported energy at the surplus price and draws the promised battery discount', () => {
    const solar = FIRST_DAYS.map((d) => day(d.day, [...d.active], hours(24, 500)));
    const forecast = forecastBill({ ...INPUT, days: solar, batteryDiscountAvailable: 1 })!;
    // 36 kWh exported × 0.07 = 2.52 off the energy's 8.40.
    expect(forecast.computation.lines.find((l) => l.key === 'self_consumption_compensation')).toMatchObject({
      quantity: 36,
      amount: -2.52,
    });
    expect(billAmounts(forecast.computation)).toMatchObject({ energy: 5.88, battery_discount: 1 });
    expect(forecast.computation.batteryDiscount).toBe(1);
    const amounts = billAmounts(forecast.computation);
    const cents = (n: number) => Math.round(n * 100);
    expect(
      cents(amounts.power) + cents(amounts.energy) + cents(amounts.meter_rental) + cents(amounts.taxes) - cents(amounts.battery_discount),
    ).toBe(cents(amounts.total));
  });

  it('prices gas by the day read, with the gas engine', () => {
    const gasPrices = productPrices([
      { term: 'fixed', period: 0, validFrom: '2000-01-01', price: 0.35 },
      { term: 'variable', period: 0, validFrom: '2000-01-01', price: 0.07 },
      { term: 'meter_rental', period: 0, validFrom: '2000-01-01', price: 0.03 },
    ]);
    const forecast = forecastBill({
      ...INPUT,
      kind: 'gas',
      tariff: 'RL.1',
      powersKw: [],
      prices: gasPrices,
      days: [day('2025-03-01', [10500]), day('2025-03-02', [12250])],
    })!;
    expect(forecast).toMatchObject({ from: '2025-03-01', to: '2025-03-02', days: 2 });
    expect(forecast.computation).toEqual(
      computeGasInvoice({
        periodStart: '2025-03-01',
        periodEnd: '2025-03-02',
        invoiceDate: '2025-03-05',
        fixedPrices: fixed(0.35),
        energyPrices: fixed(0.07),
        meterRentalPrices: fixed(0.03),
        energyKwh: 22.75,
      }),
    );
    // Fixed 2 × 0.35 = 0.70; variable 22.75 × 0.07 = 1.5925 → 1.59.
    expect(billAmounts(forecast.computation)).toMatchObject({ power: 0.7, energy: 1.59, meter_rental: 0.06 });
  });
});
