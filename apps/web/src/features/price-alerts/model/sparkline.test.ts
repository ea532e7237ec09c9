import { describe, expect, it } from 'vitest';
import { sparkline } from './sparkline.ts';

const prices = (...values: number[]) => values.map((price, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, price }));

describe('the small chart of recent prices', () => {
  it('draws the prices oldest first across the width, the highest at the top', () => {
    const line = sparkline(prices(60, 62, 61), 61, 100, 20);
    expect(line?.points).toBe('2.0,18.0 50.0,2.0 98.0,10.0');
    expect(line?.thresholdY).toBe(10);
  });

  it('keeps the alert’s price inside the picture when it lies beyond the prices', () => {
    const line = sparkline(prices(60, 61), 70, 100, 20);
    expect(line).toMatchObject({ min: 60, max: 70, thresholdY: 2 });
  });

  it('draws nothing for fewer than two prices', () => {
    expect(sparkline(prices(60), 61, 100, 20)).toBeUndefined();
    expect(sparkline([], 61, 100, 20)).toBeUndefined();
  });
});
