import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range.ts';

describe('a list filter’s days', () => {
  it.each([
    ['', '', { invalid: false }],
    ['2026-03-01', '', { from: '2026-03-01', invalid: false }],
    ['2026-03-01', '2026-03-31', { from: '2026-03-01', to: '2026-03-31', invalid: false }],
    ['2026-03-01', '2026-03-01', { from: '2026-03-01', to: '2026-03-01', invalid: false }],
    ['2026-03-31', '2026-03-01', { invalid: true }],
    ['01/03/20', '2026-03-31', { to: '2026-03-31', invalid: false }],
    ['2026-02-30', '', { invalid: false }],
  ])('%s to %s → %j', (from, to, expected) => {
    expect(dayRange(from, to)).toEqual(expected);
  });
});
