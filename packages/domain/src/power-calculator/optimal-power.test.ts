import { describe, expect, it } from 'vitest';
import { APPLIANCE_KINDS, type TApplianceKind } from './appliances.ts';
import { appliancePower, optimalPower, type TApplianceChoice } from './optimal-power.ts';

const on = (quantity?: number, option?: number): TApplianceChoice => ({ enabled: true, quantity, option });

describe('one appliance’s power (visitor-and-shell §9): (base + quantity × power × 100 × factor) / 100', () => {
  // Factor 1 shows the table's own figure; 0.4 shows which appliances the factor scales.
  it.each<[TApplianceKind, TApplianceChoice, number, number]>([
    ['stove', on(), 1.2, 0.48],
    ['stove', on(3), 3.6, 1.44],
    ['electricHeater', on(1, 80), 0.9, 0.9],
    ['heatPump', on(1, 120), 1.3, 1.3],
    ['waterHeater', on(1, 30), 1.2, 0.48],
    ['waterHeater', on(1, 50), 1.6, 0.64],
    ['waterHeater', on(1, 80), 2, 0.8],
    ['waterHeater', on(1, 100), 2.4, 0.96],
    ['dishwasher', on(), 1.7, 0.68],
    ['washingMachine', on(), 2, 0.8],
    ['dryer', on(), 2, 0.8],
    ['oven', on(), 2, 0.8],
    ['hob', on(), 1.5, 0.6],
    ['airConditioning', on(), 1.5, 0.6],
    ['airConditioning', on(2), 3, 1.2],
    ['microwave', on(), 1.1, 0.44],
    ['refrigerator', on(), 0.3, 0.3],
    ['refrigerator', on(2), 0.6, 0.6],
    ['tv', on(), 0.2, 0.08],
    ['tv', on(3), 0.6, 0.24],
    ['electricVehicle', on(), 0, 0],
    ['swimmingPool', on(1, 40), 0.34, 0.34],
    ['swimmingPool', on(2, 40), 0.68, 0.68],
    ['fuelOil', on(), 0, 0],
  ])('%s %o: %s kW whole, %s kW at 0.4', (kind, choice, whole, atSome) => {
    expect(appliancePower(kind, choice, 1)).toBe(whole);
    expect(appliancePower(kind, choice, 0.4)).toBe(atSome);
  });

  it('counts an appliance that is off, or absent, as 0', () => {
    for (const kind of APPLIANCE_KINDS) {
      expect(appliancePower(kind, { enabled: false, quantity: 3, option: 100 }, 0.6)).toBe(0);
      expect(appliancePower(kind, undefined, 0.6)).toBe(0);
    }
  });

  it('takes one of an appliance that does not allow multiples, whatever quantity is sent', () => {
    expect(appliancePower('oven', on(4), 1)).toBe(2);
    expect(appliancePower('dishwasher', on(2), 1)).toBe(1.7);
  });

  it('scales by each simultaneity factor (0.25, 0.4, 0.6) only the quantity term, never the base', () => {
    expect(appliancePower('washingMachine', on(), 0.25)).toBe(0.5);
    expect(appliancePower('washingMachine', on(), 0.4)).toBe(0.8);
    expect(appliancePower('washingMachine', on(), 0.6)).toBe(1.2);
    for (const factor of [0.25, 0.4, 0.6]) expect(appliancePower('electricHeater', on(1, 100), factor)).toBe(1.1);
  });

  it('rounds to 2 decimals, half up, as the decimal figures say', () => {
    // 0.0085 × 10 = 0.085 kW → 0.09; 0.0085 × 3 = 0.0255 → 0.03; 0.0085 × 1 = 0.0085 → 0.01
    expect(appliancePower('swimmingPool', on(1, 10), 1)).toBe(0.09);
    expect(appliancePower('swimmingPool', on(1, 3), 1)).toBe(0.03);
    expect(appliancePower('swimmingPool', on(1, 1), 1)).toBe(0.01);
    // 1.1 × 0.25 = 0.275 → 0.28; 1.5 × 0.25 = 0.375 → 0.38; 0.2 × 0.25 = 0.05
    expect(appliancePower('microwave', on(), 0.25)).toBe(0.28);
    expect(appliancePower('hob', on(), 0.25)).toBe(0.38);
    expect(appliancePower('tv', on(), 0.25)).toBe(0.05);
  });
});

describe('the optimal power (§3.2): the sum of the appliances’ powers, 2 decimals', () => {
  it('adds a household’s appliances and lists every appliance of the table', () => {
    const result = optimalPower({
      cofSimul: 0.4,
      appliances: { oven: on(), hob: on(), refrigerator: on(), tv: on(2), waterHeater: on(1, 80), swimmingPool: on(1, 10) },
    });
    // 0.8 + 0.6 + 0.3 + 0.16 + 0.8 + 0.09
    expect(result.optimalPower).toBe(2.75);
    expect(result.appliances.map((a) => a.name)).toEqual([...APPLIANCE_KINDS]);
    expect(result.appliances.find((a) => a.name === 'tv')).toEqual({ name: 'tv', enabled: true, totalPower: 0.16 });
    expect(result.appliances.find((a) => a.name === 'dryer')).toEqual({ name: 'dryer', enabled: false, totalPower: 0 });
  });

  it('leaves no binary tail on the sum', () => {
    const result = optimalPower({ cofSimul: 1, appliances: { tv: on(1), refrigerator: on(1), microwave: on(), stove: on() } });
    expect(result.optimalPower).toBe(2.8);
  });

  it('is 0 with nothing on', () => {
    expect(optimalPower({ cofSimul: 0.6, appliances: {} }).optimalPower).toBe(0);
  });
});
