import { ZGeoProvinceResponseSchema, ZGeoStreetTypesResponseSchema, ZGeoZipcodeResponseSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('geographic lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  // No token: the lookups are public reference data.
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const localities = async (zipcode: string) => {
    const res = await get(`/api/v1/geo/zipcode/${zipcode}/`);
    expect(res.statusCode).toBe(200);
    return ZGeoZipcodeResponseSchema.parse(res.json()).items;
  };

  it('answers the municipality, locality (written as a name, not in the Callejero’s capitals) and province of a postal code', async () => {
    expect(await localities('08001')).toEqual([
      { ine: '08019', municipality: 'Barcelona', locality: 'Barcelona', state: '08', province_name: 'Barcelona' },
    ]);
    expect(await localities('28013')).toEqual([
      { ine: '28079', municipality: 'Madrid', locality: 'Madrid', state: '28', province_name: 'Madrid' },
    ]);
  });

  it('puts INE inverted articles back in front', async () => {
    expect(await localities('15001')).toEqual([
      { ine: '15030', municipality: 'A Coruña', locality: 'A Coruña', state: '15', province_name: 'A Coruña' },
    ]);
  });

  it('lists every municipality of a shared postal code, sorted by locality', async () => {
    const items = await localities('01012');
    expect(items.map((i) => [i.ine, i.municipality, i.locality])).toEqual([
      ['01028', 'Labastida/Bastida', 'Salinillas de Buradon/Gat'],
      ['01059', 'Vitoria-Gasteiz', 'Vitoria-Gasteiz'],
    ]);
    expect(items.every((i) => i.state === '01' && i.province_name === 'Araba/Álava')).toBe(true);
    expect((await localities('01193')).map((i) => i.locality)).toEqual(['Egileta', 'Hijona/Ixona', 'Trokoniz', 'Villafranca']);
  });

  it('derives the province from the first two digits of every ine', async () => {
    for (const zipcode of ['07001', '35001', '38001', '51001', '52001', '46005']) {
      const items = await localities(zipcode);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.state === i.ine.slice(0, 2) && i.state === zipcode.slice(0, 2))).toBe(true);
    }
  });

  it('maps municipalities merged since the source was published', async () => {
    expect(await localities('36130')).toEqual([
      { ine: '36902', municipality: 'Cerdedo-Cotobade', locality: 'Cerdedo', state: '36', province_name: 'Pontevedra' },
    ]);
  });

  it('answers an empty list for an unknown postal code, and for the stray rows of the source', async () => {
    expect(await localities('99999')).toEqual([]);
    expect(await localities('00005')).toEqual([]);
    // 04375 → Badalona in the source: another province, so not kept.
    expect(await localities('04375')).toEqual([]);
  });

  it('rejects a postal code that is not five digits', async () => {
    for (const zipcode of ['0800', '080011', '08 01', 'abcde']) {
      const res = await get(`/api/v1/geo/zipcode/${encodeURIComponent(zipcode)}/`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'validation_error', message: 'validation_error', errors: { zipcode: ['postal_code_not_valid'] } });
    }
  });

  it('answers the province of a municipality code, with or without control digit', async () => {
    const province = async (ine: string) => {
      const res = await get(`/api/v1/geo/provincies/${ine}/`);
      expect(res.statusCode).toBe(200);
      return ZGeoProvinceResponseSchema.parse(res.json()).province;
    };
    expect(await province('08019')).toEqual({ code: '08', name: 'Barcelona' });
    expect(await province('150308')).toEqual({ code: '15', name: 'A Coruña' });
    expect(await province('07040')).toEqual({ code: '07', name: 'Illes Balears' });
    expect(await province('52001')).toEqual({ code: '52', name: 'Melilla' });
  });

  it('answers 404 for a province that does not exist and 400 for a malformed code', async () => {
    const unknown = await get('/api/v1/geo/provincies/99001/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'not_found' });
    const malformed = await get('/api/v1/geo/provincies/08/');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ ine: ['field_invalid_format'] });
  });

  it('lists the Catastro street types, sorted by name', async () => {
    const res = await get('/api/v1/geo/tipovias/');
    expect(res.statusCode).toBe(200);
    const { items } = ZGeoStreetTypesResponseSchema.parse(res.json());
    expect(items).toContainEqual({ code: 'CL', name: 'Calle' });
    expect(items).toContainEqual({ code: 'AV', name: 'Avenida' });
    expect(items).toContainEqual({ code: 'PZ', name: 'Plaza' });
    expect(items).toContainEqual({ code: 'GV', name: 'Gran Vía' });
    expect(new Set(items.map((i) => i.code)).size).toBe(items.length);
    expect(items.every((i) => /^[A-Z]{2}$/.test(i.code))).toBe(true);
    const names = items.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('lists each street type once: one name per code, no name twice, no "A / B" pairs', async () => {
    const { items } = ZGeoStreetTypesResponseSchema.parse((await get('/api/v1/geo/tipovias/')).json());
    const names = items.map((i) => i.name.toLocaleLowerCase('es'));
    expect(new Set(names).size).toBe(names.length);
    expect(items.filter((i) => i.name.includes('/'))).toEqual([]);
    expect(items).toContainEqual({ code: 'PJ', name: 'Pasaje' });
    expect(items).toContainEqual({ code: 'PU', name: 'Pasadizo' });
    expect(items.filter((i) => i.name === 'Colegio')).toEqual([{ code: 'CG', name: 'Colegio' }]);
  });

  it('lets every lookup be cached for 30 minutes', async () => {
    for (const url of [
      '/api/v1/geo/zipcode/08001/',
      '/api/v1/geo/zipcode/99999/',
      '/api/v1/geo/provincies/08019/',
      '/api/v1/geo/tipovias/',
    ]) {
      expect((await get(url)).headers['cache-control']).toBe('public, max-age=1800');
    }
    // Errors are not cached (platform/http/cache-policy.ts).
    expect((await get('/api/v1/geo/zipcode/abc/')).headers['cache-control']).toBe('no-store');
  });
});
