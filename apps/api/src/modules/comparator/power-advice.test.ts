import { ZPowerAdviceResponseSchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_REGISTRY_CUPS } from '../../seed/demo/demo-registry.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { get, nextIp, VALID_CUPS } from '../../test/comparator-test-support.ts';
import { spainToday } from './power-advice.ts';

const URL = '/api/v1/leads/potencia/advice';
const LIMIT = 6;
// The special electricity tax (Ley 38/1992 art. 99) and VAT of 2025 on: what the engine adds to a power term.
const TAXES = (1 + 0.0511269632) * 1.21;

describe('GET leads/potencia/advice (the power calculator’s advice)', () => {
  let t: TestApp;
  let powerPrices: number[];
  beforeAll(async () => {
    t = await createTestApp({ config: { comparator: { comparePerMinute: LIMIT, referencePerMinute: 100 } } });
    // Llum Estable's power prices in force today, € per kW and day, P1 and P2.
    const rows = rowsOf<{ period: number; price: string }>(
      await t.database.db.execute(sql`
        select distinct on (p.period) p.period, p.price::text as price
        from price_list_prices p join price_lists l on l.id = p.price_list_id
        where l.name = 'LLUM_ESTABLE_20TD' and p.term = 'power' and p.valid_from <= ${spainToday()}
        order by p.period, p.valid_from desc`),
    );
    powerPrices = rows.map((row) => Number(row.price));
  });
  afterAll(() => t.close());

  const advice = async (cups: string, optimal: string, ip = nextIp()) => get(t, `${URL}?cups=${cups}&optimal_power=${optimal}`, ip);
  const yearOf = (kw: number) => kw * 365 * (powerPrices[0]! + powerPrices[1]!) * TAXES;

  it.each([
    ['3.3', 3.45, 'lower', 4.6],
    ['4.6', 4.6, 'same', 4.6],
    ['6', 6.9, 'higher', 4.6],
  ] as const)('a known 2.0TD point at 4.6 kW, optimal %s kW → %f kW, %s', async (optimal, recommended, comparison, contracted) => {
    const res = await advice(DEMO_REGISTRY_CUPS.available20TD, optimal);
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZPowerAdviceResponseSchema.parse(res.json());
    expect(answer).toMatchObject({
      known: true,
      access_tariff: '2.0TD',
      contracted_power_kw: [contracted, contracted],
      optimal_power_kw: Number(optimal),
      recommended_power_kw: recommended,
      comparison,
      product: 'Llum Estable',
    });
    // A year of the power term at the contracted power minus one at the recommended, taxes included.
    expect(answer.yearly_saving).toBeCloseTo(yearOf(contracted) - yearOf(recommended), 1);
  });

  it('a known 3.0TD point: compared, but no single-phase saving', async () => {
    const answer = ZPowerAdviceResponseSchema.parse((await advice(DEMO_REGISTRY_CUPS.available30TD, '9')).json());
    expect(answer).toMatchObject({
      known: true,
      access_tariff: '3.0TD',
      recommended_power_kw: 9.2,
      comparison: 'lower',
      yearly_saving: null,
    });
  });

  it.each([
    ['a CUPS the registry lacks', VALID_CUPS],
    ['a gas point', DEMO_REGISTRY_CUPS.gas],
  ])('%s: known false, the recommended power alone', async (_case, cups) => {
    const answer = ZPowerAdviceResponseSchema.parse((await advice(cups, '3.3')).json());
    expect(answer).toEqual({
      known: false,
      access_tariff: null,
      contracted_power_kw: [],
      optimal_power_kw: 3.3,
      recommended_power_kw: 3.45,
      comparison: null,
      yearly_saving: null,
      product: null,
    });
  });

  it('above the single-phase table: no recommended power', async () => {
    const answer = ZPowerAdviceResponseSchema.parse((await advice(DEMO_REGISTRY_CUPS.available20TD, '16')).json());
    expect(answer).toMatchObject({ known: true, recommended_power_kw: null, comparison: 'higher', yearly_saving: null });
  });

  it.each([
    ['an invalid CUPS', 'ES0031405000000001XX', '3.3', 'cups'],
    ['a zero power', VALID_CUPS, '0', 'optimal_power'],
    ['a power of 4 decimals', VALID_CUPS, '3.4501', 'optimal_power'],
  ])('%s is a 400 on its field', async (_case, cups, optimal, field) => {
    const res = await advice(cups, optimal);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('answers 404 while the power calculator is off, and throttles one address', async () => {
    const settings = t.app.portal.settings;
    try {
      await settings.patch('public', { powerCalculator: { enabled: false } });
      expect((await advice(VALID_CUPS, '3.3')).statusCode).toBe(404);
    } finally {
      await settings.patch('public', { powerCalculator: { enabled: true } });
    }
    const ip = nextIp();
    const codes = [];
    for (let i = 0; i <= LIMIT; i += 1) codes.push((await advice(VALID_CUPS, '3.3', ip)).statusCode);
    expect(codes).toEqual([...new Array(LIMIT).fill(200), 429]);
  });
});
