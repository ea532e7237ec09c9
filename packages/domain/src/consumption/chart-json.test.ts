import { describe, expect, it } from 'vitest';
import { chartJson } from './chart-json.ts';
import { plainOf, type TDrawnChartV2 } from './drawn-chart.ts';

const text = (value: unknown) => new TextDecoder().decode(chartJson(value as TDrawnChartV2));

/** Every value JSON.stringify treats on a path of its own. */
const VALUES: Record<string, unknown> = {
  'whole numbers of every width, and their negatives': [
    0, 1, 9, 10, 99, 100, 12_345, 2_147_483_647, 2_147_483_648, 999_999_999_999_999, -1, -10, -987_654,
  ],
  'minus zero, which prints as 0': [-0, { cents: -0 }],
  'numbers JavaScript prints in its own way': [0.1, -2.5, 1e15, 1e21, 1.5e-7, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE],
  'NaN and infinities, null': [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
  'strings that need escaping or are not ASCII': ['a"b\\c', 'line\nbreak\t\u0001', 'Ñandú €', 'emoji 😀 and a lone \ud800', ''],
  'keys left out and kept': {
    a: 1,
    skipped: undefined,
    fn: () => 1,
    sym: Symbol('s'),
    n: null,
    t: true,
    f: false,
    '10': 'integer-like keys first',
    z: [],
  },
  'undefined and functions inside arrays are null': [undefined, () => 1, 1],
  'nested arrays and objects': { curve: { start: '2025-01-01T00:00+01:00', periodOf: [1, 2, 3] }, byPeriod: [[1, null], [], [null]] },
  toJSON: { when: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)) },
  'empty containers': { a: [], b: {}, c: [[]] },
};

describe('chartJson', () => {
  for (const [name, value] of Object.entries(VALUES)) {
    it(`writes ${name} as JSON.stringify does`, () => {
      expect(text(value)).toBe(JSON.stringify(value));
    });
  }

  it('writes a typed array as the plain array of its numbers, NaN as null', () => {
    const values = new Float64Array([3, Number.NaN, -0, 1.25, 4_000_000_000, Number.NaN]);
    const periods = new Uint8Array([1, 2, 6]);
    const answer = { magnitudes: { elements: [{ magnitude: 'active', values }] }, curve: { periodOf: periods } };
    expect(text(answer)).toBe(JSON.stringify(plainOf(answer as never)));
    expect(JSON.parse(text(answer))).toEqual({
      magnitudes: { elements: [{ magnitude: 'active', values: [3, null, 0, 1.25, 4_000_000_000, null] }] },
      curve: { periodOf: [1, 2, 6] },
    });
  });

  it('grows past its estimate: long strings and wide numbers in long arrays', () => {
    const wide = Array.from({ length: 5_000 }, (_, at) => (at % 2 ? -123_456_789_012 : 0.123456789));
    const long = { text: 'x'.repeat(100_000), accents: 'é'.repeat(50_000), wide, typed: Float64Array.from(wide) };
    expect(text(long)).toBe(JSON.stringify({ ...long, typed: wide }));
  });

  it('refuses a bigint as JSON.stringify does', () => {
    expect(() => text({ big: 1n })).toThrow(TypeError);
  });
});
