import { describe, expect, it } from 'vitest';
import { asksSixPowerPeriods, cnaeForResidence, contractPowers, HOME_CNAE, selfConsumptionCode } from './wizard-rules.ts';

describe('selfConsumptionCode (§4.3, §9)', () => {
  it.each([
    [false, '41', '00'],
    [false, undefined, '00'],
    [true, '41', '41'],
    [true, '32', '32'],
    [true, undefined, '41'],
    [true, '00', '41'],
    [true, null, '41'],
  ] as const)('on %s, detected %s → %s', (on, detected, code) => {
    expect(selfConsumptionCode(on, detected)).toBe(code);
  });
});

describe('cnaeForResidence (§4.3)', () => {
  const shop = { id: 120, name: '4711' };
  it('habitual and second force 9820; business keeps the choice', () => {
    expect(cnaeForResidence('habitual', shop)).toEqual(HOME_CNAE);
    expect(cnaeForResidence('second', undefined)).toEqual({ id: 986, name: '9820' });
    expect(cnaeForResidence('business', shop)).toBe(shop);
    expect(cnaeForResidence('business', undefined)).toBeUndefined();
  });
});

describe('powers above 15 kW (§4.3, §9)', () => {
  it('asks six periods when P1 or P2 exceeds 15 kW, not at 15', () => {
    expect(asksSixPowerPeriods(15, 15)).toBe(false);
    expect(asksSixPowerPeriods(15.001, 10)).toBe(true);
    expect(asksSixPowerPeriods(10, 20)).toBe(true);
    expect(asksSixPowerPeriods(undefined, undefined)).toBe(false);
  });
  it('sets P3 to P6 to 0 otherwise', () => {
    expect(contractPowers([4.6, 4.6, 9, 9, 9, 9])).toEqual([4.6, 4.6, 0, 0, 0, 0]);
    expect(contractPowers([20, 20, 20, 25, 25, 30])).toEqual([20, 20, 20, 25, 25, 30]);
    expect(contractPowers([20, 20])).toEqual([20, 20, 0, 0, 0, 0]);
  });
});
