import { describe, expect, it } from 'vitest';
import { powerRuleProblems } from './power-rules.ts';

describe('powerRuleProblems (watts)', () => {
  const current = [4600, 4600];

  it('accepts two new periods up to 15 kW', () => {
    expect(powerRuleProblems(current, [5750, 5750])).toEqual([]);
    expect(powerRuleProblems(current, [15000, 15000])).toEqual([]);
  });

  it('requires P1 and P2 of at least 1 kW', () => {
    expect(powerRuleProblems(current, [undefined, undefined])).toEqual([
      { period: 0, key: 'required_field' },
      { period: 1, key: 'required_field' },
    ]);
    expect(powerRuleProblems(current, [500, 5000])).toEqual([{ period: 0, key: 'required_field' }]);
    expect(powerRuleProblems(current, [1000, 5000])).toEqual([]);
  });

  it('reports unreadable input as invalid', () => {
    expect(powerRuleProblems(current, [Number.NaN, 5000])).toEqual([{ period: 0, key: 'power_value_invalid' }]);
  });

  it('refuses a period equal to its current value, up to 15 kW', () => {
    expect(powerRuleProblems(current, [4600, 4600])).toEqual([
      { period: 0, key: 'power_modification_same' },
      { period: 1, key: 'power_modification_same' },
    ]);
    expect(powerRuleProblems(current, [4600, 5750])).toEqual([{ period: 0, key: 'power_modification_same' }]);
  });

  it('ignores P3..P6 up to 15 kW', () => {
    expect(powerRuleProblems(current, [5000, 5000, 1000, undefined, 0, Number.NaN])).toEqual([]);
  });

  it('above 15 kW requires P3..P6', () => {
    expect(powerRuleProblems(current, [20000, 20000])).toEqual([2, 3, 4, 5].map((period) => ({ period, key: 'required_field' })));
    expect(powerRuleProblems(current, [10000, 15001, 20000, 20000, 20000, 20000])).toEqual([]);
  });

  it('above 15 kW requires P3..P6 above 0', () => {
    expect(powerRuleProblems(current, [20000, 20000, 0, 20000, 20000, 20000])).toEqual([{ period: 2, key: 'required_field' }]);
  });

  it('above 15 kW requires P3..P6 never below the period before (equal is allowed)', () => {
    expect(powerRuleProblems(current, [16000, 20000, 19000, 20000, 20000, 25000])).toEqual([
      { period: 2, key: 'field_must_be_greater_than_previous_field' },
    ]);
    expect(powerRuleProblems(current, [16000, 20000, 20000, 30000, 25000, 40000])).toEqual([
      { period: 4, key: 'field_must_be_greater_than_previous_field' },
    ]);
  });

  it('above 15 kW refuses P3..P6 equal to their current values', () => {
    const six = [15000, 15000, 20000, 20000, 25000, 30000];
    expect(powerRuleProblems(six, [20000, 20000, 20000, 21000, 25000, 31000])).toEqual([
      { period: 2, key: 'power_modification_same' },
      { period: 4, key: 'power_modification_same' },
    ]);
  });

  it('compares whole watts', () => {
    expect(powerRuleProblems([3300], [3300, 5000])).toEqual([{ period: 0, key: 'power_modification_same' }]);
    expect(powerRuleProblems([3300], [3301, 5000])).toEqual([]);
  });
});

describe('powerRuleProblems thresholds', () => {
  it('counts 1000 W and 15000 W exactly', () => {
    expect(powerRuleProblems([4600, 4600], [999, 5750])).toEqual([{ period: 0, key: 'required_field' }]);
    expect(powerRuleProblems([], [15000, 15000])).toEqual([]);
    expect(powerRuleProblems([], [15001, 15000])).toHaveLength(4);
    expect(powerRuleProblems([], [15001, 15000, 15000, 15000, 14000, 16000])).toEqual([
      { period: 4, key: 'field_must_be_greater_than_previous_field' },
    ]);
  });
});
