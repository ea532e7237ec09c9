import { describe, expect, it } from 'vitest';
import { buildGeoIndex, loadGeoIndex } from './geo-index.ts';

describe('geo index', () => {
  it('loads the committed postal codes once, and every row names a known municipality in its own province', async () => {
    const first = loadGeoIndex();
    expect(loadGeoIndex()).toBe(first);
    const index = await first;
    expect(index.byPostalCode.size).toBeGreaterThan(11_000);
    expect(index.municipalities.size).toBe(8131);
    // Every province has postal codes.
    const provinces = new Set([...index.byPostalCode.keys()].map((code) => code.slice(0, 2)));
    expect(provinces.size).toBe(52);
    for (const [postalCode, items] of index.byPostalCode) {
      for (const item of items) {
        expect(item.state).toBe(postalCode.slice(0, 2));
        expect(item.ine.slice(0, 2)).toBe(item.state);
        expect(index.municipalities.get(item.ine)).toBe(item.municipality);
      }
    }
  });

  it('refuses a data file that names an unknown municipality', () => {
    const register = [{ provCode: '08', code: '019', name: 'Barcelona' }];
    expect(buildGeoIndex('# comment\n08001\t08019\tBARCELONA\n', register).byPostalCode.get('08001')).toHaveLength(1);
    expect(() => buildGeoIndex('08001\t08020\tNOWHERE\n', register)).toThrow(/unusable line/);
  });
});
