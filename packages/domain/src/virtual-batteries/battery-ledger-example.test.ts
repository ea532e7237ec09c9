import { describe, expect, it } from 'vitest';
// The worked example of docs/billing.md, "Virtual batteries": three months of a 60/40 battery through the engine.
import { computeElectricityInvoice } from '../billing/electricity-invoice.ts';
import type { TElectricityInvoiceInput } from '../billing/invoice-types.ts';
import { DOMESTIC_INVOICE, fixed } from '../billing/test/invoice-fixtures.ts';
import {
  availableBatteryDiscountCents,
  batteryBalanceCents,
  openingBalanceCents,
  promisedBatteryDiscountCents,
  type TBatteryLedgerEntry,
  type TDrawingLink,
} from './battery-ledger.ts';

// The 30-day invoice of the billing tests: power 10.44 €, 250 kWh, energy 34.50 €, meter 0.80 €.
const invoiceOf = (start: string, end: string, extra: Partial<TElectricityInvoiceInput>) =>
  computeElectricityInvoice({ ...DOMESTIC_INVOICE, periodStart: start, periodEnd: end, ...extra });

const HOUSE = 1;
const FLAT = 2;
const house: TDrawingLink = { contractId: HOUSE, percentage: 60, setting: 'aplicar', data_inici: '2025-01-01', data_final: null };
const flat: TDrawingLink = { contractId: FLAT, percentage: 40, setting: 'aplicar', data_inici: '2025-01-01', data_final: null };

/**
 * One invoice of a linked contract (docs/billing.md, "Virtual batteries", worked example): it may
 * draw what the ledger offers on its issue day; the origin deposits the surplus it could not net.
 */
function bill(entries: TBatteryLedgerEntry[], link: TDrawingLink, day: string, period: [string, string], exportedKwh?: number) {
  const available = availableBatteryDiscountCents(entries, link, day);
  const invoice = invoiceOf(period[0], period[1], {
    invoiceDate: day,
    batteryDiscountAvailable: available / 100,
    ...(exportedKwh === undefined ? {} : { exportedKwh, surplusPrices: fixed(0.07) }),
  });
  const drawn = Math.round(invoice.batteryDiscount! * 100);
  if (drawn > 0) entries.push({ date: day, kind: 'discount', cents: drawn, contractId: link.contractId });
  const left = Math.round((invoice.surplusLeft ?? 0) * 100);
  if (left > 0) entries.push({ date: day, kind: 'deposit', cents: left, contractId: link.contractId });
  return { available, drawn, deposited: left, total: invoice.total };
}

describe('a virtual battery over three months (worked example of docs/billing.md)', () => {
  it('deposits the surplus left, shares the month’s opening balance 60/40, caps at power + energy and keeps the rest', () => {
    const entries: TBatteryLedgerEntry[] = [];
    // June: the battery is empty. The house exports 1,000 kWh × 0.07 = 70.00; 34.50 nets its energy, 35.50 is deposited.
    expect(bill(entries, house, '2025-06-05', ['2025-05-01', '2025-05-30'], 1000)).toEqual({
      available: 0,
      drawn: 0,
      deposited: 3550,
      total: 14.24,
    });
    expect(bill(entries, flat, '2025-06-05', ['2025-05-01', '2025-05-30'])).toEqual({ available: 0, drawn: 0, deposited: 0, total: 58.13 });
    expect(batteryBalanceCents(entries)).toBe(3550);

    // July opens with 35.50: the flat may take 40 % = 14.20 and does; the house 60 % = 21.30, but only its power term
    // (10.44) is left to discount, so 10.86 of its share stays. The house deposits 35.50 again.
    expect(openingBalanceCents(entries, '2025-07-05')).toBe(3550);
    expect(bill(entries, flat, '2025-07-05', ['2025-06-01', '2025-06-30'])).toEqual({
      available: 1420,
      drawn: 1420,
      deposited: 0,
      total: 43.93,
    });
    expect(bill(entries, house, '2025-07-05', ['2025-06-01', '2025-06-30'], 1000)).toEqual({
      available: 2130,
      drawn: 1044,
      deposited: 3550,
      total: 3.8,
    });
    expect(batteryBalanceCents(entries)).toBe(3550 - 1420 - 1044 + 3550);

    // August: the flat's link is set to no_aplicar and draws nothing; the house takes 60 % of 46.36 = 27.81, capped at 10.44;
    // it exports less (500 kWh = 35.00 for 34.50 of energy): 0.50 deposited.
    expect(openingBalanceCents(entries, '2025-08-05')).toBe(4636);
    expect(bill(entries, { ...flat, setting: 'no_aplicar' }, '2025-08-05', ['2025-07-01', '2025-07-30'])).toMatchObject({
      available: 0,
      drawn: 0,
    });
    expect(bill(entries, house, '2025-08-05', ['2025-07-01', '2025-07-30'], 500)).toEqual({
      available: 2781,
      drawn: 1044,
      deposited: 50,
      total: 3.8,
    });
    expect(batteryBalanceCents(entries)).toBe(3642);

    // Deposits − discounts is the balance, and a link's total_descompte the sum of its discounts.
    const sum = (kind: string, contractId?: number) =>
      entries.filter((e) => e.kind === kind && (contractId === undefined || e.contractId === contractId)).reduce((s, e) => s + e.cents, 0);
    expect(sum('deposit') - sum('discount')).toBe(3642);
    expect([sum('discount', HOUSE), sum('discount', FLAT)]).toEqual([2088, 1420]);

    // What the contract detail promises on 20 August (available_discount) is what September's invoices draw.
    const promised = promisedBatteryDiscountCents(entries, flat, '2025-08-20');
    expect(promised).toBe(Math.floor((3642 * 40) / 100));
    expect(bill(entries, flat, '2025-09-05', ['2025-08-01', '2025-08-30']).drawn).toBe(promised);
    expect(promisedBatteryDiscountCents(entries, house, '2025-08-20')).toBe(Math.floor((3642 * 60) / 100));
  });

  it('gives a link nothing outside its dates, and never more than the balance', () => {
    const entries: TBatteryLedgerEntry[] = [{ date: '2025-06-05', kind: 'deposit', cents: 1000, contractId: HOUSE }];
    expect(availableBatteryDiscountCents(entries, { ...flat, data_final: '2025-06-30' }, '2025-07-05')).toBe(0);
    expect(availableBatteryDiscountCents(entries, { ...flat, data_inici: '2025-07-06' }, '2025-07-05')).toBe(0);
    expect(availableBatteryDiscountCents(entries, flat, '2025-07-05')).toBe(400);
    // A second invoice of the flat in the same month gets what its share has left.
    entries.push({ date: '2025-07-05', kind: 'discount', cents: 300, contractId: FLAT });
    expect(availableBatteryDiscountCents(entries, flat, '2025-07-20')).toBe(100);
    // A cancelling rectification adds its original's rows with the opposite sign: the balance goes back.
    entries.push({ date: '2025-07-25', kind: 'discount', cents: -300, contractId: FLAT });
    expect(batteryBalanceCents(entries)).toBe(1000);
  });
});
