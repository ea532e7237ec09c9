import { describe, expect, it } from 'vitest';
import { choicesAsJson, FilterChoicesCache, filterParamsJson, type TFilterChoices } from './filter-choices-cache.ts';

const choices = (cups: string[]): TFilterChoices => ({ cups, addresses: [], contracts: [], vats: [] });

/** The cups of the answer naming only them. */
const cupsOf = async (answer: Promise<Buffer | string>): Promise<string[]> => JSON.parse(String(await answer)).cups;

describe('FilterChoicesCache', () => {
  it('builds once per version, and again when the version moves', async () => {
    const cache = new FilterChoicesCache(10, 1);
    let builds = 0;
    const build = async () => choices([`v${++builds}`]);
    expect(await cupsOf(cache.answer(1, 'electricity', 3, ['cups'], build))).toEqual(['v1']);
    expect(await cupsOf(cache.answer(1, 'electricity', 3, ['cups'], build))).toEqual(['v1']);
    expect(await cupsOf(cache.answer(1, 'electricity', 4, ['cups'], build))).toEqual(['v2']);
    expect(await cupsOf(cache.answer(1, 'gas', 4, ['cups'], build))).toEqual(['v3']);
    expect(builds).toBe(3);
  });

  it('does not keep small choices', async () => {
    const cache = new FilterChoicesCache(10, 2);
    let builds = 0;
    const build = async () => {
      builds++;
      return choices(['only one']);
    };
    await cache.answer(1, 'electricity', 1, ['cups'], build);
    await cache.answer(1, 'electricity', 1, ['cups'], build);
    expect(builds).toBe(2);
  });

  it('lets the least recently used customer go first', async () => {
    const cache = new FilterChoicesCache(2, 1);
    const built: number[] = [];
    const get = (customer: number) =>
      cache.answer(customer, 'electricity', 1, ['cups'], async () => {
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

  it('keeps the answer of a kept entry as the bytes of its text, once per list of fields, and writes it again at a new version', async () => {
    const cache = new FilterChoicesCache(10, 2);
    let builds = 0;
    const build = async (): Promise<TFilterChoices> => ({
      cups: [`ES${++builds}`],
      addresses: ['Plaça Major, 1'],
      contracts: [],
      vats: ['B58378431'],
    });
    const first = await cache.answer(7, 'electricity', 1, ['vats', 'cups'], build);
    expect(Buffer.isBuffer(first)).toBe(true);
    const written = choicesAsJson({ cups: ['ES1'], addresses: ['Plaça Major, 1'], contracts: [], vats: ['B58378431'] });
    expect(first).toEqual(Buffer.from(filterParamsJson(written, ['vats', 'cups'])));
    expect(JSON.parse(String(first))).toEqual({ vats: ['B58378431'], cups: ['ES1'] });
    expect(await cache.answer(7, 'electricity', 1, ['vats', 'cups'], build)).toBe(first);
    const otherFields = await cache.answer(7, 'electricity', 1, ['addresses'], build);
    expect(JSON.parse(String(otherFields))).toEqual({ addresses: ['Plaça Major, 1'] });
    expect(String(await cache.answer(7, 'electricity', 1, ['addresses'], build))).toBe(String(otherFields));
    expect(builds).toBe(1);
    const moved = await cache.answer(7, 'electricity', 2, ['vats', 'cups'], build);
    expect(JSON.parse(String(moved))).toEqual({ vats: ['B58378431'], cups: ['ES2'] });
  });

  it('answers small choices as text written at every call, and every answer as filterParamsJson writes it', async () => {
    const cache = new FilterChoicesCache(10, 500);
    const values: TFilterChoices = { cups: ['ES1'], addresses: ['"quoted"'], contracts: ['0001001'], vats: [] };
    const answer = await cache.answer(1, 'gas', 1, ['contracts', 'addresses'], async () => values);
    expect(answer).toBe(filterParamsJson(choicesAsJson(values), ['contracts', 'addresses']));
    expect(JSON.parse(String(answer))).toEqual({ contracts: ['0001001'], addresses: ['"quoted"'] });
    expect(JSON.parse(filterParamsJson(undefined, ['cups', 'vats']))).toEqual({ cups: [], vats: [] });
  });

  it('keeps two lists of fields per entry, and writes a third at every call', async () => {
    const cache = new FilterChoicesCache(10, 1);
    const build = async (): Promise<TFilterChoices> => ({ cups: ['ES1'], addresses: ['A'], contracts: ['C'], vats: ['V'] });
    const ask = (fields: Parameters<typeof filterParamsJson>[1]) => cache.answer(1, 'electricity', 1, fields, build);
    expect(await ask(['cups'])).toBe(await ask(['cups']));
    expect(await ask(['vats'])).toBe(await ask(['vats']));
    const third = await ask(['addresses']);
    expect(await ask(['addresses'])).not.toBe(third);
    expect(JSON.parse(String(third))).toEqual({ addresses: ['A'] });
  });
});
