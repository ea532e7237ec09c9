import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_REGISTRY_CUPS } from '../../seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fileLines, importSipsLines } from './index.ts';

const sample = (name: string) => fileURLToPath(new URL(`samples/${name}`, import.meta.url));
const LIMIT = 5;

describe('the supply-point registry', () => {
  let t: TestApp;
  let address = 0;
  // Each call from an address of its own, but the throttling test's.
  const get = (url: string, remoteAddress = `10.25.${Math.floor(++address / 250)}.${address % 250}`) =>
    t.app.inject({ method: 'GET', url, remoteAddress });
  const electricity = (cups: string, query = '') => get(`/api/v1/contractacio/config/cups/${cups}${query}`);
  const gas = (cups: string) => get(`/api/v2/gas/contractacio/config/cups/${cups}`);

  beforeAll(async () => {
    t = await createTestApp({ config: { cupsLookupPerMinute: LIMIT } });
  });
  afterAll(() => t.close());

  it('answers the demo 2.0TD point: tariff id of the tariffs table, powers in kW, P3–P6 null', async () => {
    const res = await electricity(DEMO_REGISTRY_CUPS.available20TD, '?old=0');
    expect(res.statusCode).toBe(200);
    const [tariff] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from tariffs where name = '2.0TD'`));
    expect(res.json()).toEqual({
      cups_data_availability: { available: true },
      access_tariff: { id: tariff!.id, name: '2.0TD' },
      address: { zipcode: '08001' },
      cups_availability: { available: true },
      power: 4.6,
      power_p1: 4.6,
      power_p2: 4.6,
      power_p3: null,
      power_p4: null,
      power_p5: null,
      power_p6: null,
      selfcons: false,
      autoconsumo_code: '00',
      distributor: { code: '0031', name: 'e-distribución Redes Digitales' },
      ine: '08019',
    });
  });

  it('answers the 3.0TD point with six powers, the blocked one as not available, whatever the spelling or length of the CUPS', async () => {
    expect((await electricity(`${DEMO_REGISTRY_CUPS.available30TD}0F`)).json()).toMatchObject({
      access_tariff: { name: '3.0TD' },
      power: 15,
      power_p6: 20,
      cups_availability: { available: true },
    });
    const spaced = encodeURIComponent(` ${DEMO_REGISTRY_CUPS.notAvailable.toLowerCase().replace(/^(.{6})/, '$1 ')} `);
    const blocked = await electricity(spaced);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ cups_availability: { available: false }, power: 3.45 });
  });

  it('answers a demo customer their own point, contracted powers and tariff as their contract has them', async () => {
    expect((await electricity('ES0031408000000001AP0F')).json()).toMatchObject({
      access_tariff: { name: '2.0TD' },
      power_p1: 4.6,
      power_p2: 4.6,
    });
  });

  it('answers the gas point on the gas call (version 2)', async () => {
    const res = await gas(DEMO_REGISTRY_CUPS.gas);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      access_tariff: { name: 'RL.1' },
      address: { zipcode: '17001' },
      cups_availability: { available: true },
    });
    expect(typeof res.json().access_tariff.id).toBe('number');
  });

  it('answers 404 cups_not_found for an unknown CUPS and for a point of the other kind', async () => {
    for (const res of [
      await electricity('ES0031999999999999VR'),
      await electricity(DEMO_REGISTRY_CUPS.gas),
      await gas(DEMO_REGISTRY_CUPS.available20TD),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'cups_not_found', message: 'cups_not_found' });
    }
  });

  it('answers 400 with a field error on cups for an invalid one, and never a 5xx', async () => {
    const invalid = await electricity(DEMO_REGISTRY_CUPS.available20TD.replace(/..$/, 'AA'));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ cups: ['cups_invalid'] });
    const fuzz = [
      '%00',
      '%2F..%2Fetc',
      'ES',
      'x'.repeat(5000),
      '%E2%80%AE',
      "ES0031'--",
      '%FF',
      '0'.repeat(22),
      'ES0031400000002000JF0F0F',
    ];
    for (const segment of fuzz) {
      for (const res of [await electricity(segment), await gas(segment), await electricity(segment, '?old=2')]) {
        // 400 for what the schema refuses, 404 for a route no segment can fill, 414 for a segment past the router's bound.
        expect([400, 404, 414]).toContain(res.statusCode);
      }
    }
  });

  it('throttles an address past its lookups a minute with 429, both calls counted together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const url = i % 2 ? `/api/v2/gas/contractacio/config/cups/${DEMO_REGISTRY_CUPS.gas}` : `/api/v1/contractacio/config/cups/ES0000`;
      statuses.push((await get(url, '10.99.0.1')).statusCode);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    const last = await get(`/api/v1/contractacio/config/cups/${DEMO_REGISTRY_CUPS.available20TD}`, '10.99.0.1');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });

  describe('the SIPS import', () => {
    it('imports the electricity sample, reports its malformed line by number, and updates on a second import', async () => {
      const rejected: number[] = [];
      const first = await importSipsLines(t.database.db, fileLines(sample('sips-ps-electricity.csv')), {
        batchSize: 7,
        onRejected: (r) => rejected.push(r.line),
      });
      expect(first).toMatchObject({ kind: 'electricity', inserted: 30, updated: 0, rejected: 1, lines: 32 });
      expect(first.rejectedLines).toEqual([
        { line: 19, reason: 'cups_invalid', detail: expect.stringContaining('ES0031700000000000XX0F') },
      ]);
      expect(rejected).toEqual([19]);

      const again = await importSipsLines(t.database.db, fileLines(sample('sips-ps-electricity.csv')));
      expect(again).toMatchObject({ inserted: 0, updated: 30, rejected: 1 });

      // The ninth point is not contractable (codigoPSContratable 0), the fifth a 3.0TD one, the tenth 6.1TD.
      const ninth = await electricity('ES0021700000000009LE0F');
      expect(ninth.json()).toMatchObject({ cups_availability: { available: false }, address: { zipcode: '46001' }, ine: '46250' });
      expect((await electricity('ES0031700000000005YX0F')).json()).toMatchObject({ access_tariff: { name: '3.0TD' }, power_p6: 20 });
      expect((await electricity('ES0031700000000007YN0F')).json()).toMatchObject({ selfcons: true, autoconsumo_code: '41' });
    });

    it('imports the gas sample, its withdrawn toll reported by line number', async () => {
      const report = await importSipsLines(t.database.db, fileLines(sample('sips-ps-gas.csv')));
      expect(report).toMatchObject({ kind: 'gas', inserted: 24, updated: 0, rejected: 1 });
      expect(report.rejectedLines).toEqual([{ line: 14, reason: 'tariff_unknown', detail: expect.any(String) }]);
      expect((await gas('ES0230700000000002DH0F')).json()).toMatchObject({
        access_tariff: { name: 'RL.3' },
        address: { zipcode: '17001' },
      });
    });

    it('keeps the later of two lines of one CUPS, even within one batch', async () => {
      const header =
        'codigoEmpresaDistribuidora,cups,codigoPostalPS,codigoTarifaATREnVigor,potenciasContratadasEnWP1,potenciasContratadasEnWP2,potenciasContratadasEnWP3,potenciasContratadasEnWP4,potenciasContratadasEnWP5,potenciasContratadasEnWP6';
      const line = (watts: number) => `0031,ES0031600000000001XF,08001,018,${watts},${watts},,,,`;
      const report = await importSipsLines(t.database.db, [header, line(3450), line(5750)]);
      expect(report).toMatchObject({ inserted: 1, updated: 1, rejected: 0 });
      expect((await electricity('ES0031600000000001XF')).json()).toMatchObject({ power: 5.75 });
    });
  });
});
