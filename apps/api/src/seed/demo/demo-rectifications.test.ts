import { describe, expect, it } from 'vitest';
import { DEMO_INVOICE_RULES, demoRectificationAt } from './demo-invoices-data.ts';
import { periodsIssuedBy } from './invoice-periods.ts';

/** The ranks (0 = newest) of the house's A and B on a seed day, and the B's period. */
function placed(today: string) {
  const starts = periodsIssuedBy(today, DEMO_INVOICE_RULES.issueDelayDays, DEMO_INVOICE_RULES.electricityMonths).map((p) => p.start);
  const ranks = starts.map((_, index) => starts.length - 1 - index);
  const of = (type: 'A' | 'B') => ranks.filter((rank) => demoRectificationAt('0001002', starts, rank)?.type === type);
  const [b] = of('B');
  return { a: of('A'), b: of('B'), bMonth: b === undefined ? undefined : starts[starts.length - 1 - b]!.slice(5, 7) };
}

describe('the demo rectifications', () => {
  it('rectify, seeded in December 2026, the invoices of July (B, rank 4) and March (A, rank 8)', () => {
    expect(placed('2026-12-05')).toEqual({ a: [8], b: [4], bMonth: '07' });
  });

  it('put the B on a summer invoice at rank 4 or older and the A four invoices before, on any seed day', () => {
    for (let month = 0; month < 24; month++) {
      for (const day of ['01', '05', '06', '28']) {
        const today = `${2027 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-${day}`;
        const { a, b, bMonth } = placed(today);
        expect(b, today).toHaveLength(1);
        expect(b[0], today).toBeGreaterThanOrEqual(4);
        expect(['06', '07', '08', '09'], today).toContain(bMonth);
        expect(a, today).toEqual([b[0]! + 4]);
      }
    }
  });

  it('leave every other contract alone', () => {
    const starts = periodsIssuedBy('2026-12-05', 5, 24).map((p) => p.start);
    expect(starts.map((_, rank) => demoRectificationAt('0001001', starts, rank)).filter(Boolean)).toEqual([]);
  });
});
