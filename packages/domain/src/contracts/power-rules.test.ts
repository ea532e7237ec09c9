import { describe, expect, it } from 'vitest';
import { powerRuleProblems } from './power-rules.ts';

describe('powerRuleProblems in kW', () => {
  const current = [4.6, 4.6];

  it('accepts two new periods up to 15 kW', () => {
    expect(powerRuleProblems(current, [5.75, 5.75], 'kw')).toEqual([]);
    expect(powerRuleProblems(current, [15, 15], 'kw')).toEqual([]);
  });

  it('requires P1 and P2 of at least 1 kW', () => {
    expect(powerRuleProblems(current, [undefined, undefined], 'kw')).toEqual([
      { period: 0, key: 'required_field' },
      { period: 1, key: 'required_field' },
    ]);
    expect(powerRuleProblems(current, [0.5, 5], 'kw')).toEqual([{ period: 0, key: 'required_field' }]);
    expect(powerRuleProblems(current, [1, 5], 'kw')).toEqual([]);
  });

  it('reports unreadable input as invalid', () => {
    expect(powerRuleProblems(current, [Number.NaN, 5], 'kw')).toEqual([{ period: 0, key: 'power_value_invalid' }]);
  });

  it('refuses a period equal to its current value, up to 15 kW', () => {
    expect(powerRuleProblems(current, [4.6, 4.6], 'kw')).toEqual([
      { period: 0, key: 'power_modification_same' },
      { period: 1, key: 'power_modification_same' },
    ]);
    expect(powerRuleProblems(current, [4.6, 5.75], 'kw')).toEqual([{ period: 0, key: 'power_modification_same' }]);
  });

  it('ignores P3..P6 up to 15 kW', () => {
    expect(powerRuleProblems(current, [5, 5, 1, undefined, 0, Number.NaN], 'kw')).toEqual([]);
  });

  it('above 15 kW requires P3..P6', () => {
    expect(powerRuleProblems(current, [20, 20], 'kw')).toEqual([2, 3, 4, 5].map((period) => ({ period, key: 'required_field' })));
    expect(powerRuleProblems(current, [10, 15.001, 20, 20, 20, 20], 'kw')).toEqual([]);
  });

  it('above 15 kW requires P3..P6 above 0', () => {
    expect(powerRuleProblems(current, [20, 20, 0, 20, 20, 20], 'kw')).toEqual([{ period: 2, key: 'required_field' }]);
  });

  it('above 15 kW requires P3..P6 never below the period before (equal is allowed)', () => {
    expect(powerRuleProblems(current, [16, 20, 19, 20, 20, 25], 'kw')).toEqual([
      { period: 2, key: 'field_must_be_greater_than_previous_field' },
    ]);
    expect(powerRuleProblems(current, [16, 20, 20, 30, 25, 40], 'kw')).toEqual([
      { period: 4, key: 'field_must_be_greater_than_previous_field' },
    ]);
  });

  it('above 15 kW refuses P3..P6 equal to their current values', () => {
    const six = [15, 15, 20, 20, 25, 30];
    expect(powerRuleProblems(six, [20, 20, 20, 21, 25, 31], 'kw')).toEqual([
      { period: 2, key: 'power_modification_same' },
      { period: 4, key: 'power_modification_same' },
    ]);
  });

  it('compares exactly to the watt, whatever the float', () => {
    expect(powerRuleProblems([3.3], [1.1 * 3, 5], 'kw')).toEqual([{ period: 0, key: 'power_modification_same' }]);
    expect(powerRuleProblems([3.3], [3.301, 5], 'kw')).toEqual([]);
  });
});

describe('powerRuleProblems in watts', () => {
  it('applies the same rules with 1000 W and 15000 W thresholds', () => {
    expect(powerRuleProblems([4600, 4600], [5750, 5750], 'w')).toEqual([]);
    expect(powerRuleProblems([4600, 4600], [4600, 5750], 'w')).toEqual([{ period: 0, key: 'power_modification_same' }]);
    expect(powerRuleProblems([4600, 4600], [999, 5750], 'w')).toEqual([{ period: 0, key: 'required_field' }]);
    expect(powerRuleProblems([], [15000, 15000], 'w')).toEqual([]);
    expect(powerRuleProblems([], [15001, 15000], 'w')).toHaveLength(4);
    expect(powerRuleProblems([], [15001, 15000, 15000, 15000, 14000, 16000], 'w')).toEqual([
      { period: 4, key: 'field_must_be_greater_than_previous_field' },
    ]);
  });
});
