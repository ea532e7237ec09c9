import { tariffOptionEffectiveFrom } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, rows } from '../../test/contracts-test-support.ts';
import { demoDays } from '../../test/demo-days.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const NOT_FOUND = { code: 'contract_not_found', message: 'contract_not_found' };
const NOT_OFFERED = { code: 'tariff_option_not_offered', message: 'message_cant_do_operation' };
const NOT_ACTIVE = { code: 'contract_not_active', message: 'message_cant_do_operation' };

type TOption = 'double-tariff' | 'happy-hours' | 'happy-day';
/** A well-formed body of each option (whether offered or not is the route's business). */
const BODY: Record<TOption, object> = {
  'double-tariff': { startMonth: 1, startYear: 2099, endMonth: 2, endYear: 2099 },
  'happy-hours': { startHour: 13, endHour: 16 },
  'happy-day': { value: 1 },
};
const AVAILABLE: Record<TOption, string> = {
  'double-tariff': 'available-double-tariffs',
  'happy-hours': 'available-happy-hours',
  'happy-day': 'available-happy-days',
};

describe('tariff options', () => {
  const { happyHoursFrom } = demoDays();
  let t: TestApp;
  let marta: string;
  let company: string;
  let readOnly: string;
  const get = (name: string, path: string, token = marta, language = 'ca-ES') =>
    t.app.inject({ method: 'GET', url: `/api/v1/contract/${name}/${path}/`, headers: { ...bearer(token), 'accept-language': language } });
  const put = (name: string, option: TOption, payload: unknown, token = marta, language = 'ca-ES') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/contract/${name}/${option}/`,
      headers: { ...bearer(token), 'accept-language': language, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const history = (name: string, kind: string) =>
    rows<{ choice: Record<string, number>; valid_from: string; fraction: string; created_by: number | null }>(
      t.database,
      sql`select o.choice, o.valid_from::text, o.fraction, o.created_by from contract_tariff_options o join contracts c on c.id = o.contract_id
          where c.name = ${name} and o.kind = ${kind} order by o.valid_from`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
  });
  afterAll(() => t.close());

  describe('availability', () => {
    it('offers the household’s stable product 3-hour happy-hour windows and the seven weekdays, no double tariff', async () => {
      const windows = await get(DEMO.active, AVAILABLE['happy-hours']);
      expect(windows.statusCode, windows.body).toBe(200);
      expect(json<unknown[]>(windows)).toHaveLength(22);
      expect(json<unknown[]>(windows)[13]).toEqual({ startHour: 13, endHour: 16 });
      const days = await get(DEMO.active, AVAILABLE['happy-day'], marta, 'es-ES');
      expect(json(days)).toEqual([
        { value: 1, label: 'lunes' },
        { value: 2, label: 'martes' },
        { value: 3, label: 'miércoles' },
        { value: 4, label: 'jueves' },
        { value: 5, label: 'viernes' },
        { value: 6, label: 'sábado' },
        { value: 7, label: 'domingo' },
      ]);
      expect(json<unknown[]>(await get(DEMO.active, AVAILABLE['happy-day'], marta, 'de-DE'))[0]).toEqual({ value: 1, label: 'Montag' });
      expect(json(await get(DEMO.active, AVAILABLE['double-tariff']))).toEqual([]);
    });

    it('offers the indexed product 6-month double-tariff spans starting from next month', async () => {
      const res = await get(DEMO.waiting, AVAILABLE['double-tariff']);
      expect(res.statusCode).toBe(200);
      const spans = json<Array<{ startMonth: number; startYear: number; endMonth: number; endYear: number }>>(res);
      expect(spans).toHaveLength(12);
      const today = tariffOptionEffectiveFrom(new Date(Date.now() - 86_400_000));
      const next = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
      const first = spans[0]!;
      expect(first.startYear * 12 + first.startMonth - 1).toBe(next);
      expect((first.endYear - first.startYear) * 12 + first.endMonth - first.startMonth + 1).toBe(6);
      expect(json(await get(DEMO.waiting, AVAILABLE['happy-hours']))).toEqual([]);
    });

    it.each([
      [DEMO.sixPeriods, 'the company’s 3.0TD product', true],
      [DEMO.gas, 'a gas contract', false],
    ] as const)('answers empty lists for %s (%s)', async (name, _what, ofCompany) => {
      const token = ofCompany ? company : marta;
      for (const option of Object.keys(AVAILABLE) as TOption[]) {
        const res = await get(name, AVAILABLE[option], token);
        expect(res.statusCode, option).toBe(200);
        expect(json(res), option).toEqual([]);
        expect(json(await get(name, option, token)), option).toEqual({ choice: null, validFrom: null, fraction: 0 });
      }
    });
  });

  describe('current choice', () => {
    it('answers the seeded happy hours of the household flat with the day they apply from', async () => {
      const res = await get(DEMO.active, 'happy-hours');
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ choice: { startHour: 13, endHour: 16 }, validFrom: happyHoursFrom, fraction: 0.5 });
    });

    it('answers no choice yet, with the product’s fraction', async () => {
      expect(json(await get(DEMO.active, 'happy-day'))).toEqual({ choice: null, validFrom: null, fraction: 0.3 });
      expect(json(await get(DEMO.waiting, 'double-tariff'))).toEqual({ choice: null, validFrom: null, fraction: 0.2 });
    });
  });

  describe('a change', () => {
    it('applies happy hours from tomorrow (Madrid), keeps the earlier choice in the history, and the GET answers it', async () => {
      const tomorrow = tariffOptionEffectiveFrom(new Date());
      const res = await put(DEMO.active, 'happy-hours', { startHour: 18, endHour: 21 });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ choice: { startHour: 18, endHour: 21 }, validFrom: tomorrow, fraction: 0.5 });
      expect(json(await get(DEMO.active, 'happy-hours'))).toEqual({
        choice: { startHour: 18, endHour: 21 },
        validFrom: tomorrow,
        fraction: 0.5,
      });
      expect((await history(DEMO.active, 'happy_hours')).map((r) => [r.choice, r.valid_from])).toEqual([
        [{ startHour: 13, endHour: 16 }, happyHoursFrom],
        [{ startHour: 18, endHour: 21 }, tomorrow],
      ]);
    });

    it('replaces a change made the same day (one choice per day)', async () => {
      const tomorrow = tariffOptionEffectiveFrom(new Date());
      expect((await put(DEMO.active, 'happy-hours', { startHour: 19, endHour: 22 })).statusCode).toBe(200);
      const stored = await history(DEMO.active, 'happy_hours');
      expect(stored.map((r) => [r.choice, r.valid_from])).toEqual([
        [{ startHour: 13, endHour: 16 }, happyHoursFrom],
        [{ startHour: 19, endHour: 22 }, tomorrow],
      ]);
      expect(stored[1]!.created_by).toEqual(expect.any(Number));
    });

    it('chooses a happy day by its value, named in the request’s language; a label sent is ignored', async () => {
      const res = await put(DEMO.active, 'happy-day', { value: 3, label: 'anything' }, marta, 'fr-FR');
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({ choice: { value: 3, label: 'mercredi' }, fraction: 0.3 });
      expect(json(await get(DEMO.active, 'happy-day', marta, 'ca-ES'))).toMatchObject({ choice: { value: 3, label: 'dimecres' } });
      expect((await history(DEMO.active, 'happy_day')).map((r) => r.choice)).toEqual([{ value: 3 }]);
    });

    it('chooses an offered double-tariff span', async () => {
      const [span] = json<object[]>(await get(DEMO.waiting, AVAILABLE['double-tariff']));
      const res = await put(DEMO.waiting, 'double-tariff', span);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ choice: span, validFrom: tariffOptionEffectiveFrom(new Date()), fraction: 0.2 });
      expect(json(await get(DEMO.waiting, 'double-tariff'))).toMatchObject({ choice: span });
    });
  });

  describe('refusals', () => {
    it.each([
      ['happy-hours', {}],
      ['happy-hours', { startHour: '13', endHour: 16 }],
      ['happy-hours', { startHour: 16, endHour: 13 }],
      ['happy-hours', { startHour: -1, endHour: 2 }],
      ['happy-hours', { startHour: 1.5, endHour: 4 }],
      ['happy-hours', { startHour: 22, endHour: 25 }],
      ['happy-hours', { startHour: 1e308, endHour: 4 }],
      ['happy-hours', [13, 16]],
      ['happy-hours', 'x'],
      ['happy-hours', null],
      ['happy-day', { value: 0 }],
      ['happy-day', { value: 8 }],
      ['happy-day', { value: 3, label: 'a\u0000b' }],
      ['happy-day', { value: 3, label: 'x'.repeat(65) }],
      ['double-tariff', { startMonth: 13, startYear: 2027, endMonth: 2, endYear: 2028 }],
      ['double-tariff', { startMonth: 1, startYear: 2027, endMonth: 1, endYear: 2028 }],
      ['double-tariff', { startMonth: 6, startYear: 2027, endMonth: 5, endYear: 2027 }],
      ['double-tariff', { startMonth: 1, startYear: 99999, endMonth: 2, endYear: 99999 }],
    ] as const)('refuses a malformed %s body %j with 400', async (option, payload) => {
      const res = await put(option === 'double-tariff' ? DEMO.waiting : DEMO.active, option, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toMatchObject({ code: 'validation_error' });
    });

    it('refuses a name no contract can have with 400', async () => {
      expect((await get('x'.repeat(65), 'happy-hours')).statusCode).toBe(400);
      expect((await put('x'.repeat(65), 'happy-hours', { startHour: 13, endHour: 16 })).statusCode).toBe(400);
    });

    it.each([
      ['happy-hours', DEMO.active, { startHour: 13, endHour: 17 }, 'startHour'],
      ['happy-hours', DEMO.active, { startHour: 0, endHour: 24 }, 'startHour'],
      ['double-tariff', DEMO.waiting, { startMonth: 1, startYear: 2024, endMonth: 6, endYear: 2024 }, 'startMonth'],
      ['double-tariff', DEMO.waiting, { startMonth: 1, startYear: 2090, endMonth: 3, endYear: 2090 }, 'startMonth'],
    ] as const)('refuses a %s choice the product does not offer with 400 and a field error', async (option, name, payload, field) => {
      const res = await put(name, option, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toEqual({
        code: 'validation_error',
        message: 'validation_error',
        errors: { [field]: ['tariff_option_not_available'] },
      });
    });

    it('refuses an option the product does not offer with 409 (a gas contract, the company’s product)', async () => {
      for (const [name, option, payload, token] of [
        [DEMO.active, 'double-tariff', { startMonth: 1, startYear: 2099, endMonth: 2, endYear: 2099 }, marta],
        [DEMO.waiting, 'happy-hours', { startHour: 13, endHour: 16 }, marta],
        [DEMO.gas, 'happy-day', { value: 1 }, marta],
        [DEMO.sixPeriods, 'happy-hours', { startHour: 13, endHour: 16 }, company],
      ] as const) {
        const res = await put(name, option, payload, token);
        expect(res.statusCode, `${name} ${option}`).toBe(409);
        expect(json(res)).toEqual(NOT_OFFERED);
      }
    });

    it('refuses a change on a contract that is not open (closed, draft) with 409, and reads it still', async () => {
      for (const name of [DEMO.closed, DEMO.draftSigned]) {
        const res = await put(name, 'happy-hours', { startHour: 13, endHour: 16 });
        expect(res.statusCode, name).toBe(409);
        expect(json(res)).toEqual(NOT_ACTIVE);
        expect((await get(name, 'happy-hours')).statusCode).toBe(200);
      }
      expect(await history(DEMO.closed, 'happy_hours')).toEqual([]);
    });

    it('answers 404 for another customer’s contract and for one that does not exist, on every call', async () => {
      for (const option of Object.keys(AVAILABLE) as TOption[]) {
        for (const [name, token] of [
          [DEMO.active, company],
          [DEMO.sixPeriods, marta],
          ['9999999', marta],
        ] as const) {
          for (const res of [
            await get(name, option, token),
            await get(name, AVAILABLE[option], token),
            await put(name, option, BODY[option], token),
          ]) {
            expect(res.statusCode, `${option} ${name}`).toBe(404);
            expect(json(res)).toEqual(NOT_FOUND);
          }
        }
      }
      expect(await history(DEMO.sixPeriods, 'happy_hours')).toEqual([]);
    });

    it('refuses every change to a read-only token with 403, and lets it read', async () => {
      const before = await history(DEMO.active, 'happy_hours');
      for (const [option, payload] of [
        ['happy-hours', { startHour: 13, endHour: 16 }],
        ['happy-day', { value: 5 }],
        ['double-tariff', { startMonth: 1, startYear: 2099, endMonth: 2, endYear: 2099 }],
      ] as const) {
        const res = await put(DEMO.active, option, payload, readOnly);
        expect(res.statusCode, option).toBe(403);
        expect(json(res)).toEqual({ code: 'read_only_token', message: 'read_only_token' });
        expect((await get(DEMO.active, option, readOnly)).statusCode).toBe(200);
        expect((await get(DEMO.active, AVAILABLE[option], readOnly)).statusCode).toBe(200);
      }
      expect(await history(DEMO.active, 'happy_hours')).toEqual(before);
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/contract/${DEMO.active}/happy-hours/` });
      expect(res.statusCode).toBe(401);
      const change = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/contract/${DEMO.active}/happy-hours/`,
        payload: { startHour: 1, endHour: 4 },
      });
      expect(change.statusCode).toBe(401);
    });
  });
});
