import { describe, expect, it } from 'vitest';
import { ReferenceCache } from './reference-cache.ts';

describe('reference data kept a while per instance', () => {
  const counting = () => {
    let loads = 0;
    return {
      load: async () => ++loads,
      failing: async (): Promise<number> => {
        loads++;
        throw new Error('the database went away');
      },
      loads: () => loads,
    };
  };

  it('answers from what it read until the time is up, then reads again', async () => {
    let now = 1_000;
    const cache = new ReferenceCache(60_000, () => now);
    const source = counting();
    expect(await cache.get('prices', source.load)).toBe(1);
    now += 59_999;
    expect(await cache.get('prices', source.load)).toBe(1);
    now += 1;
    expect(await cache.get('prices', source.load)).toBe(2);
    expect(await cache.get('other prices', source.load)).toBe(3);
    expect(source.loads()).toBe(3);
  });

  it('shares one load among the requests that ask while it runs', async () => {
    const cache = new ReferenceCache(60_000, () => 0);
    const source = counting();
    expect(await Promise.all([cache.get('prices', source.load), cache.get('prices', source.load)])).toEqual([1, 1]);
    expect(source.loads()).toBe(1);
  });

  it('keeps no failed load: the next request reads again', async () => {
    const cache = new ReferenceCache(60_000, () => 0);
    const source = counting();
    await expect(cache.get('prices', source.failing)).rejects.toThrow('the database went away');
    expect(await cache.get('prices', source.load)).toBe(2);
  });
});
