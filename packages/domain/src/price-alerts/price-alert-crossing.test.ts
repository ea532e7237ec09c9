import { describe, expect, it } from 'vitest';
import { eurosToCents } from './omip-product.ts';
import { alertConditionHolds, crossAlert, type TAlertState } from './price-alert-crossing.ts';

/** Runs an alert through a series of latest settlements (€/MWh), as successive imports would; answers the imports that fired it. */
function firings(alert: Omit<TAlertState, 'armed'>, prices: number[]): number[] {
  let armed = true;
  const fired: number[] = [];
  prices.forEach((price, i) => {
    const crossing = crossAlert({ ...alert, armed }, eurosToCents(price));
    if (crossing.fires) fired.push(i);
    armed = crossing.armed;
  });
  return fired;
}

describe('the condition of §2.9 (<, >, ==) on cents of €/MWh', () => {
  it.each([
    ['<', 60, 59.99, true],
    ['<', 60, 60, false],
    ['<', 60, 60.01, false],
    ['>', 60, 60.01, true],
    ['>', 60, 60, false],
    ['>', 60, 59.99, false],
    ['==', 61.55, 61.55, true],
    ['==', 61.55, 61.56, false],
    ['==', 61.55, 61.54, false],
  ] as const)('%s %s with a settlement of %s: %s', (type, alert, price, holds) => {
    expect(alertConditionHolds(type, eurosToCents(alert), eurosToCents(price))).toBe(holds);
  });

  it('an alert equal to the price fires with == at the published precision, not a float’s', () => {
    // 0.1 + 0.2 is 0.30000000000000004 as a float; both are 30 cents.
    expect(alertConditionHolds('==', eurosToCents(0.1 + 0.2), eurosToCents(0.3))).toBe(true);
    expect(eurosToCents(61.549999999)).toBe(6155);
    expect(eurosToCents(45.555)).toBe(4556);
    expect(eurosToCents(-12.345)).toBe(-1235);
  });
});

describe('crossings: one mail per crossing, not per import', () => {
  it('a new alert fires on the first price it sees true', () => {
    expect(firings({ type: '>', priceCents: 6000 }, [61])).toEqual([0]);
    expect(crossAlert({ type: '>', priceCents: 6000, armed: true }, 6100)).toEqual({ fires: true, armed: false });
  });

  it('the same state repeated by later imports fires nothing more', () => {
    expect(firings({ type: '>', priceCents: 6000 }, [61, 61, 62.5, 70])).toEqual([0]);
  });

  it('fires when the condition becomes true after being false', () => {
    expect(firings({ type: '<', priceCents: 5000 }, [55, 52, 49.99, 48])).toEqual([2]);
  });

  it('re-arms when the condition is false again, and fires at the next crossing', () => {
    expect(firings({ type: '<', priceCents: 5000 }, [49, 48, 51, 52, 49.5, 49.5])).toEqual([0, 4]);
    expect(crossAlert({ type: '<', priceCents: 5000, armed: false }, 5100)).toEqual({ fires: false, armed: true });
  });

  it('== fires on the equal price once, and again only after another price', () => {
    expect(firings({ type: '==', priceCents: 6155 }, [61.55, 61.55, 61.6, 61.55])).toEqual([0, 3]);
  });

  it('a price that never makes the condition true never fires', () => {
    expect(firings({ type: '>', priceCents: 10000 }, [61, 80, 99.99, 100])).toEqual([]);
  });
});
