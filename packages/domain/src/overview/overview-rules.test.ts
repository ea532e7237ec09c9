import { describe, expect, it } from 'vitest';
import { lastDayOfMonth, monthComparison, sameMonthLastYear } from './month-comparison.ts';
import { contractAction, overviewActionHref, payInvoiceAction, readAnswerAction, seeInvoiceAction } from './overview-actions.ts';
import { debtAction, debtWay, isOwedInvoice } from './overview-debt.ts';

const flat = (day: string, wh: number, slots = 24) => ({ day, values: new Array<number>(slots).fill(wh) });
const daysOf = (month: string, count: number, wh: number) =>
  Array.from({ length: count }, (_, i) => flat(`${month}-${String(i + 1).padStart(2, '0')}`, wh));

describe('monthComparison', () => {
  it('sets the month so far against the same days of last year, and says the whole month too', () => {
    const comparison = monthComparison({
      tariff: '2.0TD',
      lastReading: '2026-11-03',
      thisMonth: daysOf('2026-11', 3, 500),
      lastYear: daysOf('2025-11', 30, 1000),
    })!;
    // 3 days × 24 h × 0.5 kWh = 36; last year 3 × 24 × 1 = 72 the same days, 30 × 24 = 720 the month.
    expect(comparison).toMatchObject({
      month: '2026-11',
      through: '2026-11-03',
      kwh: 36,
      last_year_month: '2025-11',
      last_year_same_days_kwh: 72,
      last_year_month_kwh: 720,
      change_percent: -50,
    });
    // Sunday 1 (a holiday too) is all P3; Monday 2 and Tuesday 3 have 8 hours of each: 4 + 4 P1, 4 + 4 P2, 12 + 4 + 4 P3.
    expect(comparison.kwh_by_period).toEqual([8, 8, 20]);
  });

  it('leaves out days after the last reading and of other months', () => {
    const comparison = monthComparison({
      tariff: '2.0TD',
      lastReading: '2026-11-02',
      thisMonth: [flat('2026-10-31', 9999), ...daysOf('2026-11', 3, 500)],
      lastYear: [flat('2025-10-31', 9999), ...daysOf('2025-11', 30, 1000)],
    })!;
    expect(comparison).toMatchObject({ kwh: 24, last_year_same_days_kwh: 48, last_year_month_kwh: 720, change_percent: -50 });
  });

  it('has nothing to set against without readings last year, and nothing at all without any reading', () => {
    expect(
      monthComparison({ tariff: '2.0TD', lastReading: '2026-11-03', thisMonth: daysOf('2026-11', 3, 500), lastYear: [] }),
    ).toMatchObject({
      kwh: 36,
      last_year_same_days_kwh: null,
      last_year_month_kwh: null,
      change_percent: null,
    });
    expect(monthComparison({ tariff: '2.0TD', lastReading: null, thisMonth: [], lastYear: [] })).toBeNull();
  });

  it('sums gas as one period of daily readings, and quarter-hours as their hours', () => {
    const gas = monthComparison({
      tariff: 'RL.1',
      lastReading: '2026-11-02',
      thisMonth: [flat('2026-11-01', 12000, 1), flat('2026-11-02', 10000, 1)],
      lastYear: [flat('2025-11-01', 11000, 1), flat('2025-11-02', 11000, 1)],
    })!;
    expect(gas).toMatchObject({ kwh: 22, kwh_by_period: [22], last_year_same_days_kwh: 22, change_percent: 0 });
    const quarters = monthComparison({
      tariff: '2.0TD',
      lastReading: '2026-11-03',
      thisMonth: daysOf('2026-11', 3, 0).map((d) => flat(d.day, 125, 96)),
      lastYear: [],
    })!;
    expect(quarters.kwh).toBe(36);
  });

  it('counts months back across years and knows their last day', () => {
    expect(sameMonthLastYear('2026-01')).toBe('2025-01');
    expect(lastDayOfMonth('2024-02')).toBe('2024-02-29');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
});

const owed = { paid_status: 'unpaid' as const, rectificative_type: 'N', amount_pending: 20 };

describe('isOwedInvoice and debtWay', () => {
  it('owes what is pending and not a cancelling rectification', () => {
    expect(isOwedInvoice(owed)).toBe(true);
    expect(isOwedInvoice({ ...owed, amount_pending: 0 })).toBe(false);
    expect(isOwedInvoice({ ...owed, rectificative_type: 'A' })).toBe(false);
    expect(isOwedInvoice({ ...owed, rectificative_type: 'B', paid_status: 'pending_transfer' })).toBe(false);
    expect(isOwedInvoice({ ...owed, paid_status: 'paid' })).toBe(false);
    expect(isOwedInvoice({ ...owed, paid_status: 'pending_remesa' })).toBe(true);
  });

  it('pays by card only what the invoices would let pay, when the deployment allows it', () => {
    expect(debtWay(owed, true)).toBe('card');
    expect(debtWay({ ...owed, paid_status: 'pending_transfer' }, true)).toBe('card');
    expect(debtWay(owed, false)).toBe('transfer');
    expect(debtWay({ ...owed, payment_in_process: true }, true)).toBe('payment_in_process');
    expect(debtWay({ ...owed, paid_status: 'pending_remesa' }, true)).toBe('direct_debit');
    expect(debtWay({ ...owed, paid_status: 'manual_verification_required' }, true)).toBe('being_checked');
  });

  it('offers Pay for a card debt, and a look at the invoice otherwise', () => {
    const invoice = { number: 'FE25101', kind: 'electricity' as const };
    expect(debtAction(invoice, 'card')).toEqual(payInvoiceAction(invoice));
    expect(debtAction(invoice, 'direct_debit')).toEqual(seeInvoiceAction(invoice));
  });
});

describe('overviewActionHref', () => {
  it('pays an invoice through the invoice screen, with its list, its number chip and the pay action in the language', () => {
    const pay = payInvoiceAction({ number: 'FE25101', kind: 'electricity' });
    expect(pay.changes).toBe(true);
    expect(overviewActionHref(pay, 'ca-ES')).toBe(
      '/factures?contractType=electricitat&filter=name%3Aexact%3AFE25101&action=pagar-en-linia',
    );
    expect(overviewActionHref(seeInvoiceAction({ number: 'FM26,1', kind: 'multipoint' }), 'de-DE')).toBe(
      '/rechnungen?contractType=mehrpunkt&filter=name%3Aexact%3AFM26%252C1',
    );
  });

  it('leads to the contract page and its sections, and to a request', () => {
    expect(overviewActionHref(contractAction({ name: '0001001', type: 'electricity' }, 'see_battery'), 'es-ES')).toBe(
      '/contratos/electricidad/0001001#virtual-batteries',
    );
    expect(overviewActionHref(contractAction({ name: '0001003', type: 'gas' }, 'see_consumption'), 'en-US')).toBe(
      '/contracts-gas/0001003#consumption',
    );
    expect(overviewActionHref(contractAction({ name: '0001001', type: 'electricity' }, 'see_contract'), 'fr-FR')).toBe(
      '/contrats/electricite/0001001',
    );
    expect(overviewActionHref(readAnswerAction('REQ-2026-000007'), 'gl-ES')).toBe('/solicitudes/REQ-2026-000007');
  });
});
