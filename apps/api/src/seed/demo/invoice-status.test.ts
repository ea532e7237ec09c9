import { computeGasInvoice } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { HISTORY_TEXTS } from './demo-invoices-data.ts';
import { combineComputations, negateComputation, numberInvoices, statusFields } from './invoice-status.ts';

const gas = (kwh: number) =>
  computeGasInvoice({
    periodStart: '2025-01-01',
    periodEnd: '2025-02-28',
    fixedPrices: [{ from: '2020-01-01', value: 0.135 }],
    energyPrices: [{ from: '2020-01-01', value: 0.0715 }],
    meterRentalPrices: [{ from: '2020-01-01', value: 0.02389 }],
    energyKwh: kwh,
  });

describe('statusFields', () => {
  it('leaves part of a partially paid invoice pending and dates each step of its history', () => {
    const fields = statusFields('partial', 100.01, '2026-06-05', '2026-12-31');
    expect(fields).toMatchObject({ paidStatus: 'unpaid', amountPending: 45, paidOnline: false });
    expect(fields.pendingStateHistory.map((h) => [h.change_date, h.pending_state.ov_description])).toEqual([
      ['2026-06-05', HISTORY_TEXTS.issued],
      ['2026-06-07', HISTORY_TEXTS.remittance],
      ['2026-06-14', HISTORY_TEXTS.returned],
      ['2026-06-17', HISTORY_TEXTS.unpaid],
      ['2026-06-25', HISTORY_TEXTS.partial],
    ]);
  });

  it('leaves out steps after today and marks card payments', () => {
    expect(statusFields('paid_online', 50, '2026-06-05', '2026-06-06')).toMatchObject({
      paidStatus: 'paid',
      amountPending: 0,
      paidOnline: true,
      pendingStateHistory: [
        { change_date: '2026-06-05', pending_state: { ov_description: HISTORY_TEXTS.issued } },
        { change_date: '2026-06-06', pending_state: { ov_description: HISTORY_TEXTS.awaitingTransfer } },
      ],
    });
    expect(statusFields('paid_bank', 50, '2026-06-05', '2026-07-01').paidStatus).toBe('paid_without_transaction');
  });

  it('treats a negative total as a refund, pending or paid back', () => {
    const pending = statusFields('pending_transfer', -48.05, '2026-06-05', '2026-07-01');
    expect(pending.amountPending).toBe(-48.05);
    expect(pending.pendingStateHistory.at(-1)!.pending_state.ov_description).toBe(HISTORY_TEXTS.refundPending);
    const refunded = statusFields('paid_bank', -48.05, '2026-06-05', '2026-07-01');
    expect(refunded).toMatchObject({ amountPending: 0, paidOnline: false });
    expect(refunded.pendingStateHistory.at(-1)!.pending_state.ov_description).toBe(HISTORY_TEXTS.refunded);
  });
});

describe('computations', () => {
  it('negates every amount of a cancelled invoice', () => {
    const original = gas(812.4);
    const negative = negateComputation(original);
    expect(negative.total).toBe(-original.total);
    expect(negative.lines.map((l) => l.amount)).toEqual(original.lines.map((l) => -l.amount));
    expect(negative.taxes.at(-1)!.amount).toBe(-original.taxes.at(-1)!.amount);
    expect(negative.days).toBe(original.days);
  });

  it('adds points to a multipoint total in cents', () => {
    const [a, b] = [gas(100.1), gas(333.333)];
    const combined = combineComputations([a, b]);
    expect(Math.round(combined.total * 100)).toBe(Math.round(a.total * 100) + Math.round(b.total * 100));
    expect(combined.energyKwh).toBe(433.433);
    expect(combined.lines).toHaveLength(a.lines.length + b.lines.length);
  });
});

describe('self-consumption and battery figures of computations', () => {
  const withBattery = (total: number, surplusLeft: number, batteryDiscount: number) => ({ ...gas(total), surplusLeft, batteryDiscount });

  it('negates the surplus left and the battery discount of a cancelled invoice, and adds them over points', () => {
    expect(negateComputation(withBattery(50, 12.34, 5.6))).toMatchObject({ surplusLeft: -12.34, batteryDiscount: -5.6 });
    // 0.1 + 0.2 in cents, not floating euros.
    expect(combineComputations([withBattery(10, 0.1, 0.2), withBattery(20, 0.2, 0.1), gas(30)])).toMatchObject({
      surplusLeft: 0.3,
      batteryDiscount: 0.3,
    });
    // A computation without them stays without them.
    expect(Object.keys(combineComputations([gas(10)]))).not.toContain('surplusLeft');
    expect(Object.keys(negateComputation(gas(10)))).not.toContain('batteryDiscount');
  });
});

describe('numberInvoices', () => {
  it('numbers each series and year in order of issue, rectifications after the invoices of their day', () => {
    const invoice = (
      kind: 'electricity' | 'gas' | 'multipoint',
      invoiceDate: string,
      contractName: string | null,
      rectificativeType = 'N',
    ) => ({
      kind,
      invoiceDate,
      contractName,
      rectificativeType,
      number: undefined as string | undefined,
    });
    const numbered = numberInvoices([
      invoice('electricity', '2025-01-05', '0001002', 'R'),
      invoice('electricity', '2025-01-05', '0001002', 'A'),
      invoice('gas', '2025-01-05', '0001003'),
      invoice('electricity', '2024-12-05', '0001001'),
      invoice('electricity', '2025-01-05', '0001001'),
      invoice('multipoint', '2025-01-05', null),
    ]);
    expect(numbered.map((i) => i.number)).toEqual(['FE24000101', 'FE25000101', 'FE25000102', 'FE25000103', 'FG25000101', 'FM25000101']);
    expect(numbered.slice(1, 4).map((i) => i.rectificativeType)).toEqual(['N', 'A', 'R']);
  });
});
