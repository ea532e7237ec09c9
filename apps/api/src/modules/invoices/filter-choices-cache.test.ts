import { describe, expect, it } from 'vitest';
import { choicesAsJson, FilterChoicesCache, type TFilterChoices } from './filter-choices-cache.ts';

const choices = (cups: string[]): TFilterChoices => ({ cups, addresses: [], contracts: [], vats: [] });

describe('FilterChoicesCache', () => {
  it('builds once per version, and again when the version moves', async () => {
    const cache = new FilterChoicesCache(10, 1);
    let builds = 0;
    const build = async () => choices([`v${++builds}`]);
    expect((await cache.get(1, 'electricity', 3, build)).cups).toBe('["v1"]');
    expect((await cache.get(1, 'electricity', 3, build)).cups).toBe('["v1"]');
    expect((await cache.get(1, 'electricity', 4, build)).cups).toBe('["v2"]');
    expect((await cache.get(1, 'gas', 4, build)).cups).toBe('["v3"]');
    expect(builds).toBe(3);
  });

  it('does not keep small choices', async () => {
    const cache = new FilterChoicesCache(10, 2);
    let builds = 0;
    const build = async () => {
      builds++;
      return choices(['only one']);
    };
    await cache.get(1, 'electricity', 1, build);
    await cache.get(1, 'electricity', 1, build);
    expect(builds).toBe(2);
  });

  it('lets the least recently used customer go first', async () => {
    const cache = new FilterChoicesCache(2, 1);
    const built: number[] = [];
    const get = (customer: number) =>
      cache.get(customer, 'electricity', 1, async () => {
        built.push(customer);
        return choices(['x']);
      });
    await get(1);
    await get(2);
    await get(1); // 1 is now the most recently used
    await get(3); // 2 goes
    await get(1);
    await get(2);
    expect(built).toEqual([1, 2, 3, 2]);
  });

  it('writes each field as the JSON of its values, whatever they hold', () => {
    const values: TFilterChoices = {
      cups: ['ES0031"quoted"', 'back\\slash'],
      addresses: ['Plaça de la Vila, 1\n2º', 'line\u2028separator', 'emoji 🔌'],
      contracts: [],
      vats: ['B58378431'],
    };
    const json = choicesAsJson(values);
    for (const field of ['cups', 'addresses', 'contracts', 'vats'] as const) expect(JSON.parse(json[field])).toEqual(values[field]);
  });
});
