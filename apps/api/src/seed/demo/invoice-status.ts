import type { TInvoiceComputation, TPaidStatus } from '@portal/domain';
import type { TPendingStateHistoryEntry } from '../../db/schema/index.ts';
import { DEMO_INVOICE_RULES, HISTORY_TEXTS, type TDemoStatus } from './demo-invoices-data.ts';
import { addDays } from './invoice-periods.ts';

export interface TStatusFields {
  paidStatus: TPaidStatus;
  amountPending: number;
  pendingStateHistory: TPendingStateHistoryEntry[];
  /** Paid by card on the portal: the invoice gets a succeeded payment row. */
  paidOnline: boolean;
}

const PAID_STATUS: Record<TDemoStatus, TPaidStatus> = {
  pending_transfer: 'pending_transfer',
  pending_remesa: 'pending_remesa',
  manual_verification: 'manual_verification_required',
  unpaid: 'unpaid',
  partial: 'unpaid',
  paid_online: 'paid',
  paid_bank: 'paid_without_transaction',
};

// Days after issue and text of each step the back office records, per state.
const STEPS: Record<TDemoStatus, ReadonlyArray<readonly [number, string]>> = {
  pending_transfer: [[1, HISTORY_TEXTS.awaitingTransfer]],
  pending_remesa: [[2, HISTORY_TEXTS.remittance]],
  manual_verification: [
    [1, HISTORY_TEXTS.awaitingTransfer],
    [6, HISTORY_TEXTS.verification],
  ],
  unpaid: [
    [2, HISTORY_TEXTS.remittance],
    [9, HISTORY_TEXTS.returned],
    [12, HISTORY_TEXTS.unpaid],
  ],
  partial: [
    [2, HISTORY_TEXTS.remittance],
    [9, HISTORY_TEXTS.returned],
    [12, HISTORY_TEXTS.unpaid],
    [20, HISTORY_TEXTS.partial],
  ],
  paid_online: [
    [1, HISTORY_TEXTS.awaitingTransfer],
    [3, HISTORY_TEXTS.paidOnline],
  ],
  paid_bank: [
    [2, HISTORY_TEXTS.remittance],
    [9, HISTORY_TEXTS.collected],
  ],
};

/** Day after issue on which an invoice paid on the portal was paid (its payment row's date). */
export const PAID_ONLINE_AFTER_DAYS = 3;

const isPaid = (status: TDemoStatus) => status === 'paid_online' || status === 'paid_bank';

/**
 * Paid status, pending amount and history of an invoice in a demo state. A negative total is a
 * refund (A or B): pending while the retailer has not paid it back, then refunded. History
 * steps after `today` have not happened yet and are left out.
 */
export function statusFields(status: TDemoStatus, total: number, invoiceDate: string, today: string): TStatusFields {
  const refund = total < 0;
  const steps: ReadonlyArray<readonly [number, string]> = refund
    ? [[isPaid(status) ? 6 : 1, isPaid(status) ? HISTORY_TEXTS.refunded : HISTORY_TEXTS.refundPending]]
    : STEPS[status];
  const history = [[0, refund ? HISTORY_TEXTS.refundIssued : HISTORY_TEXTS.issued] as const, ...steps]
    .map(([days, text]) => ({ change_date: addDays(invoiceDate, days), pending_state: { ov_description: text } }))
    .filter((entry) => entry.change_date <= today);
  const totalCents = Math.round(total * 100);
  const pendingCents = isPaid(status)
    ? 0
    : status === 'partial'
      ? Math.round(totalCents * DEMO_INVOICE_RULES.partialPendingShare)
      : totalCents;
  return {
    paidStatus: PAID_STATUS[status],
    amountPending: pendingCents / 100,
    pendingStateHistory: history,
    paidOnline: status === 'paid_online' && !refund,
  };
}

/** A cancelling invoice (A or B): every amount, quantity and base of the original, negated. */
export function negateComputation(original: TInvoiceComputation): TInvoiceComputation {
  const minus = (value: number) => (value === 0 ? 0 : -value);
  return {
    lines: original.lines.map((line) => ({ ...line, quantity: minus(line.quantity), amount: minus(line.amount) })),
    taxes: original.taxes.map((tax) => ({ ...tax, base: minus(tax.base), amount: minus(tax.amount) })),
    totalBeforeVat: minus(original.totalBeforeVat),
    vat: minus(original.vat),
    total: minus(original.total),
    energyKwh: minus(original.energyKwh),
    days: original.days,
    ...(original.surplusLeft === undefined ? {} : { surplusLeft: minus(original.surplusLeft) }),
    ...(original.batteryDiscount === undefined ? {} : { batteryDiscount: minus(original.batteryDiscount) }),
  };
}

const sumCents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;

/**
 * The computation of a multipoint invoice: the lines and taxes of every point in print order,
 * totals the sums of the points' (each point is computed and rounded on its own, as printed).
 */
export function combineComputations(points: readonly TInvoiceComputation[]): TInvoiceComputation {
  return {
    lines: points.flatMap((point) => point.lines),
    taxes: points.flatMap((point) => point.taxes),
    totalBeforeVat: sumCents(points.map((point) => point.totalBeforeVat)),
    vat: sumCents(points.map((point) => point.vat)),
    total: sumCents(points.map((point) => point.total)),
    energyKwh: points.reduce((sum, point) => sum + Math.round(point.energyKwh * 1000), 0) / 1000,
    days: Math.max(...points.map((point) => point.days)),
    ...sumOptional(points, 'surplusLeft'),
    ...sumOptional(points, 'batteryDiscount'),
  };
}

// The sum of a field the engine gives only to some computations (self-consumption, batteries), when any point has it.
function sumOptional(points: readonly TInvoiceComputation[], field: 'surplusLeft' | 'batteryDiscount') {
  const values = points.flatMap((point) => (point[field] === undefined ? [] : [point[field]]));
  return values.length === 0 ? {} : { [field]: sumCents(values) };
}

const SERIES = { electricity: 'FE', gas: 'FG', multipoint: 'FM' } as const;
const KIND_ORDER = { electricity: 0, gas: 1, multipoint: 2 } as const;
const TYPE_ORDER: Record<string, number> = { N: 0, A: 1, B: 1, R: 2 };

/**
 * Invoice numbers as the back office gives them: a series per kind (FE electricity, FG gas, FM
 * multipoint), the two-digit year of issue and a counter from 101 within series and year, in
 * order of issue. Sorts the invoices in place into that order.
 */
export function numberInvoices<
  T extends { kind: keyof typeof SERIES; invoiceDate: string; contractName: string | null; rectificativeType: string; number?: string },
>(invoices: T[]): T[] {
  invoices.sort(
    (a, b) =>
      a.invoiceDate.localeCompare(b.invoiceDate) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.contractName ?? '').localeCompare(b.contractName ?? '') ||
      (TYPE_ORDER[a.rectificativeType] ?? 0) - (TYPE_ORDER[b.rectificativeType] ?? 0),
  );
  const counters = new Map<string, number>();
  for (const invoice of invoices) {
    const prefix = `${SERIES[invoice.kind]}${invoice.invoiceDate.slice(2, 4)}`;
    const next = (counters.get(prefix) ?? 100) + 1;
    counters.set(prefix, next);
    invoice.number = `${prefix}${String(next).padStart(6, '0')}`;
  }
  return invoices;
}
