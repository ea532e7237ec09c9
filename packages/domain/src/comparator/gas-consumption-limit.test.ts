import { describe, expect, it } from 'vitest';
import { gasConsumptionTooHigh, maxGasConsumptionKwh } from './gas-consumption-limit.ts';

describe('the gas consumption limit of a period (band × days / 365 × 3)', () => {
  it.each([
    ['RL.1', 365, 15_000],
    ['RL.1', 30, (5_000 * 30 * 3) / 365],
    ['RL.2', 73, 9_000],
    ['rl.4', 365, 900_000],
    ['RL.11', 30, undefined],
    ['2.0TD', 30, undefined],
    ['RL.1', 0, undefined],
  ])('%s over %i days: at most %s kWh', (band, days, max) => {
    expect(maxGasConsumptionKwh(band, days)).toBe(max);
  });

  it.each([
    ['RL.1', 1_232, 30, false],
    ['RL.1', 1_233, 30, true],
    ['RL.2', 9_000, 73, false],
    ['RL.2', 9_001, 73, true],
    ['RL.11', 10_000_000_000, 30, false],
  ])('%s: %i kWh in %i days too high? %s', (band, kwh, days, tooHigh) => {
    expect(gasConsumptionTooHigh(band, kwh, days)).toBe(tooHigh);
  });
});
