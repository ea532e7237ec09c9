import { describe, expect, it } from 'vitest';
import { contractFixture, gasContractFixture } from '../../../test/contract-fixture.ts';
import { consumptionChartTypes, localToday } from './consumption-types.ts';

describe('consumptionChartTypes', () => {
  it('gas: monthly and daily only', () => {
    expect(consumptionChartTypes(gasContractFixture())).toEqual(['monthly', 'daily']);
  });

  it('2.0TD: no quarter-hourly (hourly meters); 3.0TD and 6.1TD: all four', () => {
    expect(consumptionChartTypes(contractFixture())).toEqual(['monthly', 'daily', 'hourly']);
    expect(consumptionChartTypes(contractFixture({ tariff: { name: '3.0TD' } }))).toEqual(['monthly', 'daily', 'hourly', 'quarter-hourly']);
    expect(consumptionChartTypes(contractFixture({ tariff: { name: '6.1TD' } }))).toContain('quarter-hourly');
  });

  it('localToday is the local calendar day', () => {
    expect(localToday(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
