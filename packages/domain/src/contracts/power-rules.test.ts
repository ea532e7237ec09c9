import { describe, expect, it } from 'vitest';
import { powerRuleProblems, type TPowerProblemKey } from './power-rules.ts';

// Today's powers: a household 2.0TD (two periods) and the company's 3.0TD 0002003 (six periods).
const TWO = [4600, 4600];
const SIX = [15000, 15000, 20000, 20000, 20000, 25000];
const NONE = {};
const same = (...periods: number[]) => Object.fromEntries(periods.map((period) => [period, 'power_modification_same']));

/** The problems as `{ period: key }`, P1 = 0: one row of the table reads at a glance. */
const problemsOf = (current: number[], requested: (number | undefined)[]) =>
  Object.fromEntries(powerRuleProblems(current, requested).map(({ period, key }) => [period, key]));

/**
 * customer-area §5 on its own cases, and the cases customers asked for: the pair (or the six)
 * must not be left as it is, a six-period contract always asks for six, and the regulated
 * periods never decrease from P1 to P6.
 */
const CASES: [string, number[], (number | undefined)[], Record<number, TPowerProblemKey>][] = [
  // Two periods, both up to 15 kW.
  ['two new periods', TWO, [5750, 5750], NONE],
  ['15 kW on both is still two periods', TWO, [15000, 15000], NONE],
  ['keeps P1 and raises P2 (night charging)', TWO, [4600, 6928], NONE],
  ['raises P1 and keeps P2', TWO, [5750, 4600], NONE],
  ['lowers P1 below P2: two periods have no order', TWO, [6928, 3450], NONE],
  ['leaves the pair as it is', TWO, [4600, 4600], same(0, 1)],
  ['P1 and P2 missing', TWO, [undefined, undefined], { 0: 'required_field', 1: 'required_field' }],
  ['P1 under 1 kW', TWO, [500, 5000], { 0: 'required_field' }],
  ['P1 exactly 1 kW', TWO, [1000, 5000], NONE],
  ['P1 not a number', TWO, [Number.NaN, 5000], { 0: 'power_value_invalid' }],
  ['P3..P6 ignored up to 15 kW', TWO, [5000, 5000, 1000, undefined, 0, Number.NaN], NONE],
  ['whole watts: 3300 is 3.3 kW', [3300, 3300], [3300, 3301], NONE],
  // A two-period contract typing above 15 kW: six periods.
  [
    'above 15 kW requires P3..P6',
    TWO,
    [20000, 20000],
    { 2: 'required_field', 3: 'required_field', 4: 'required_field', 5: 'required_field' },
  ],
  ['above 15 kW, six non-decreasing periods', TWO, [10000, 15001, 20000, 20000, 20000, 20000], NONE],
  ['above 15 kW, P3 at 0', TWO, [20000, 20000, 0, 20000, 20000, 20000], { 2: 'required_field' }],
  ['above 15 kW, P3 below P2', TWO, [16000, 20000, 19000, 20000, 20000, 25000], { 2: 'field_must_be_greater_than_previous_field' }],
  ['above 15 kW, P5 below P4', TWO, [16000, 20000, 20000, 30000, 25000, 40000], { 4: 'field_must_be_greater_than_previous_field' }],
  [
    'above 15 kW, P2 below P1 (30 then 20)',
    TWO,
    [30000, 20000, 30000, 30000, 30000, 30000],
    { 1: 'field_must_be_greater_than_previous_field' },
  ],
  [
    '15001 W then 15000 W',
    [],
    [15001, 15000, 15000, 15000, 14000, 16000],
    {
      1: 'field_must_be_greater_than_previous_field',
      4: 'field_must_be_greater_than_previous_field',
    },
  ],
  // A contract of six periods: always six, whatever P1 and P2.
  ['six periods, only P6 raised', SIX, [15000, 15000, 20000, 20000, 20000, 30000], NONE],
  ['six periods, P1 and P2 raised, P3..P5 kept', SIX, [20000, 20000, 20000, 20000, 20000, 25000], NONE],
  ['six periods left as they are', SIX, [15000, 15000, 20000, 20000, 20000, 25000], same(0, 1, 2, 3, 4, 5)],
  [
    'six periods, P3..P6 missing even at 15 kW',
    SIX,
    [15000, 15000],
    { 2: 'required_field', 3: 'required_field', 4: 'required_field', 5: 'required_field' },
  ],
  ['six periods, P4 at 0', SIX, [15000, 15000, 20000, 0, 20000, 25000], { 3: 'required_field' }],
  ['six periods, P1 = 30 and P2 = 20', SIX, [30000, 20000, 30000, 30000, 30000, 30000], { 1: 'field_must_be_greater_than_previous_field' }],
  ['six periods, P6 below P5', SIX, [15000, 15000, 20000, 20000, 25000, 24000], { 5: 'field_must_be_greater_than_previous_field' }],
  ['six periods, equal periods are allowed', SIX, [18000, 18000, 18000, 18000, 18000, 18000], NONE],
];

describe('powerRuleProblems (watts, customer-area §5)', () => {
  it.each(CASES)('%s', (_, current, requested, expected) => {
    expect(problemsOf(current, requested)).toEqual(expected);
  });

  it('reports each problem once, P1 first', () => {
    expect(powerRuleProblems(SIX, [30000, 20000, 0, 10000, 20000, 25000])).toEqual([
      { period: 1, key: 'field_must_be_greater_than_previous_field' },
      { period: 2, key: 'required_field' },
    ]);
  });
});
