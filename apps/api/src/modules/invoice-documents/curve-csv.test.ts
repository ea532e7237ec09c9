import { describe, expect, it } from 'vitest';
import { CURVE_CSV_HEADER, curveCsv, kwhWithComma } from './curve-csv.ts';

const hours = (n: number, wh = 250) => Array.from({ length: n }, (_, i) => wh + i);

describe('curveCsv', () => {
  it('writes one ;-separated row per local hour, numbered 1..n, with a decimal comma', () => {
    const csv = curveCsv([{ cups: 'ES0031408000000001AP0F', day: '2025-03-01', activeWh: hours(24) }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CURVE_CSV_HEADER);
    expect(lines[1]).toBe('ES0031408000000001AP0F;2025-03-01;1;0,250');
    expect(lines[24]).toBe('ES0031408000000001AP0F;2025-03-01;24;0,273');
    expect(lines).toHaveLength(26);
    expect(lines[25]).toBe('');
  });

  it('has 23 rows on the spring clock change and 25 on the autumn one', () => {
    const csv = curveCsv([
      { cups: 'ES1', day: '2025-03-30', activeWh: hours(23) },
      { cups: 'ES1', day: '2025-10-26', activeWh: hours(25) },
    ]);
    const rows = csv.trim().split('\r\n').slice(1);
    expect(rows.filter((r) => r.includes(';2025-03-30;'))).toHaveLength(23);
    expect(rows.filter((r) => r.includes(';2025-10-26;'))).toHaveLength(25);
    expect(rows.at(-1)).toBe('ES1;2025-10-26;25;0,274');
  });

  it('is only the header when there is no metered day', () => {
    expect(curveCsv([])).toBe(`${CURVE_CSV_HEADER}\r\n`);
  });

  it('quotes a field that is not a plain code, so it cannot split a row or start a formula', () => {
    expect(curveCsv([{ cups: '=1+1;x', day: '2025-01-01', activeWh: [1] }]).split('\r\n')[1]).toBe(`"'=1+1;x";2025-01-01;1;0,001`);
  });
});

describe('kwhWithComma', () => {
  it.each([
    [0, '0,000'],
    [7, '0,007'],
    [1234, '1,234'],
    [1000000, '1000,000'],
    [-1500, '-1,500'],
  ])('%i Wh is %s kWh', (wh, text) => {
    expect(kwhWithComma(wh)).toBe(text);
  });

  it('refuses a fraction of a Wh', () => {
    expect(() => kwhWithComma(1.5)).toThrow();
  });
});
