import { describe, expect, it } from 'vitest';
import {
  availableBatteryDiscountCents,
  batteryBalanceCents,
  openingBalanceCents,
  promisedBatteryDiscountCents,
  type TBatteryLedgerEntry,
  type TDrawingLink,
} from './battery-ledger.ts';

const ORIGIN = 1;
const FLAT = 2;
const SHOP = 3;

const deposit = (date: string, cents: number, contractId = ORIGIN): TBatteryLedgerEntry => ({ date, kind: 'deposit', cents, contractId });
const discount = (date: string, cents: number, contractId: number): TBatteryLedgerEntry => ({ date, kind: 'discount', cents, contractId });

const link = (contractId: number, percentage: number, over: Partial<TDrawingLink> = {}): TDrawingLink => ({
  contractId,
  percentage,
  setting: 'aplicar',
  data_inici: '2025-01-01',
  data_final: null,
  ...over,
});

describe('batteryBalanceCents', () => {
  const ledger = [
    deposit('2026-01-05', 10_000),
    discount('2026-01-20', 2_500, FLAT),
    deposit('2026-02-05', 4_000),
    discount('2026-02-10', 1_000, SHOP),
  ];

  it('is deposits minus discounts, of all rows or of those up to a day', () => {
    expect(batteryBalanceCents([])).toBe(0);
    expect(batteryBalanceCents(ledger)).toBe(10_500);
    expect(batteryBalanceCents(ledger, '2026-01-31')).toBe(7_500);
    expect(batteryBalanceCents(ledger, '2026-02-05')).toBe(11_500);
    expect(batteryBalanceCents(ledger, '2025-12-31')).toBe(0);
  });

  it('takes a cancelling rectification’s rows (opposite sign) back out', () => {
    expect(batteryBalanceCents([...ledger, deposit('2026-02-20', -4_000), discount('2026-02-20', -1_000, SHOP)])).toBe(7_500);
  });
});

describe('openingBalanceCents (what the battery held when the month began)', () => {
  it('counts only rows dated before the month’s first day', () => {
    const ledger = [deposit('2026-01-05', 10_000), discount('2026-01-31', 2_000, FLAT), deposit('2026-02-01', 5_000)];
    expect(openingBalanceCents(ledger, '2026-01-31')).toBe(0);
    expect(openingBalanceCents(ledger, '2026-02-01')).toBe(8_000);
    expect(openingBalanceCents(ledger, '2026-02-28')).toBe(8_000);
    expect(openingBalanceCents(ledger, '2026-03-01')).toBe(13_000);
  });
});

describe('availableBatteryDiscountCents', () => {
  // The month of February opens with 100.01 €.
  const opening = [deposit('2026-01-10', 10_001)];

  it('is the link’s percentage of the month’s opening balance, rounded down to the cent', () => {
    expect(availableBatteryDiscountCents(opening, link(FLAT, 40), '2026-02-15')).toBe(4_000);
    expect(availableBatteryDiscountCents(opening, link(SHOP, 60), '2026-02-15')).toBe(6_000);
    // The month the deposit is made it is not yet there to draw.
    expect(availableBatteryDiscountCents(opening, link(FLAT, 40), '2026-01-20')).toBe(0);
  });

  it('less what the contract already drew this month; a draw of the month before does not count', () => {
    const ledger = [...opening, discount('2026-02-03', 1_500, FLAT)];
    expect(availableBatteryDiscountCents(ledger, link(FLAT, 40), '2026-02-15')).toBe(2_500);
    expect(availableBatteryDiscountCents([...ledger, discount('2026-02-10', 3_000, FLAT)], link(FLAT, 40), '2026-02-15')).toBe(0);
    // In March the opening is 100.01 − 15 = 85.01 €: 40 % is 34.00 €.
    expect(availableBatteryDiscountCents(ledger, link(FLAT, 40), '2026-03-02')).toBe(3_400);
  });

  it('never exceeds the balance on the day', () => {
    // The month opened with 100.01 €, but a cancelling rectification took 90 € back out.
    const ledger = [...opening, deposit('2026-02-02', -9_000)];
    expect(availableBatteryDiscountCents(ledger, link(FLAT, 100), '2026-02-15')).toBe(1_001);
  });

  it('gives the same amounts to links billed in any order within a month', () => {
    const links = [link(FLAT, 40), link(SHOP, 35), link(ORIGIN, 25)];
    const bill = (order: readonly TDrawingLink[]) => {
      const ledger = [...opening];
      const drawn: Record<number, number> = {};
      order.forEach((l, i) => {
        const day = `2026-02-${String(10 + i).padStart(2, '0')}`;
        const cents = availableBatteryDiscountCents(ledger, l, day);
        drawn[l.contractId] = cents;
        if (cents > 0) ledger.push(discount(day, cents, l.contractId));
      });
      return { drawn, left: batteryBalanceCents(ledger) };
    };
    const first = bill(links);
    expect(first.drawn).toEqual({ [FLAT]: 4_000, [SHOP]: 3_500, [ORIGIN]: 2_500 });
    expect(first.left).toBe(1);
    for (const order of [
      [links[2]!, links[1]!, links[0]!],
      [links[1]!, links[0]!, links[2]!],
    ])
      expect(bill(order)).toEqual(first);
  });

  it('is 0 when the link does not apply discounts, or is inactive by date that day', () => {
    expect(availableBatteryDiscountCents(opening, link(FLAT, 40, { setting: 'no_aplicar' }), '2026-02-15')).toBe(0);
    expect(availableBatteryDiscountCents(opening, link(FLAT, 40, { data_final: '2026-02-14' }), '2026-02-15')).toBe(0);
    expect(availableBatteryDiscountCents(opening, link(FLAT, 40, { data_inici: '2026-02-16' }), '2026-02-15')).toBe(0);
    expect(availableBatteryDiscountCents(opening, link(FLAT, 40, { data_final: '2026-02-15' }), '2026-02-15')).toBe(4_000);
  });

  it('is 0 on an empty or negative battery', () => {
    expect(availableBatteryDiscountCents([], link(FLAT, 100), '2026-02-15')).toBe(0);
    expect(availableBatteryDiscountCents([discount('2026-01-05', 100, FLAT)], link(FLAT, 100), '2026-02-15')).toBe(0);
  });
});

describe('promisedBatteryDiscountCents', () => {
  const link: TDrawingLink = { contractId: 2, percentage: 40, setting: 'aplicar', data_inici: '2025-01-01', data_final: null };
  const entries: TBatteryLedgerEntry[] = [
    { date: '2025-11-05', kind: 'deposit', cents: 1000, contractId: 1 },
    { date: '2025-11-05', kind: 'discount', cents: 150, contractId: 2 },
  ];

  it("is the link's share of the balance as it stands, drawn next month", () => {
    expect(promisedBatteryDiscountCents(entries, link, '2025-11-26')).toBe(340);
    // December turns into January.
    expect(promisedBatteryDiscountCents([{ ...entries[0]!, date: '2025-12-05' }], link, '2025-12-26')).toBe(400);
  });

  it('promises nothing to a link that ends this month or does not apply', () => {
    expect(promisedBatteryDiscountCents(entries, { ...link, data_final: '2025-11-30' }, '2025-11-26')).toBe(0);
    expect(promisedBatteryDiscountCents(entries, { ...link, setting: 'no_aplicar' }, '2025-11-26')).toBe(0);
  });

  it('ignores rows dated after today', () => {
    expect(
      promisedBatteryDiscountCents([...entries, { date: '2025-11-28', kind: 'deposit', cents: 1000, contractId: 1 }], link, '2025-11-26'),
    ).toBe(340);
  });
});
