import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeRequestsOf, createAppWithSettings, DEMO, withdrawPendingChanges } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const PHONE = { phone: '+34 612 345 678', phone_num: '612345678', phone_pre: '+34' };
const NOT_ACCEPTABLE = { code: 'power_change_not_acceptable', message: 'power_same_error_modification_close' };

describe('power change', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  const post = (name: string, payload: unknown, token = marta) =>
    t.app.inject({ method: 'POST', url: `/api/v1/contracts/${name}/power/`, headers: bearer(token), payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  // A power change waiting for signature refuses the next (409): each test starts with none.
  beforeEach(() => withdrawPendingChanges(t.database));
  afterAll(() => t.close());

  it('asks for two new periods up to 15 kW, in watts, waiting for signature', async () => {
    const res = await post(DEMO.active, { power_p1: 5750, power_p2: 6928, ...PHONE });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ waiting_for_signature: true });
    const [request] = await changeRequestsOf(t.database, DEMO.active);
    expect(request).toEqual({ kind: 'power', state: 'waiting_for_signature', payload: { powers_w: [5750, 6928], ...PHONE } });
    const contract = json(await t.app.inject({ method: 'GET', url: `/api/v2/contracts/${DEMO.active}`, headers: bearer(marta) }));
    expect(contract).toMatchObject({ waitingForSignature: ['power'], contracted_power_period: [{ power: 4.6 }, { power: 4.6 }] });
  });

  it('asks for six periods above 15 kW, non-decreasing', async () => {
    const res = await post(
      DEMO.sixPeriods,
      { power_p1: 22000, power_p2: 25000, power_p3: 26000, power_p4: 30500, power_p5: 31000, power_p6: 40000, ...PHONE },
      company,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps P1 and raises P2: the pair is not left as it is', async () => {
    const res = await post(DEMO.active, { power_p1: 4600, power_p2: 6928, ...PHONE });
    expect(res.statusCode, res.body).toBe(200);
    const waiting = (await changeRequestsOf(t.database, DEMO.active)).filter((r) => r.state === 'waiting_for_signature');
    expect(waiting).toMatchObject([{ kind: 'power', payload: { powers_w: [4600, 6928] } }]);
  });

  it('a contract of six periods: one period changed is enough, at any power', async () => {
    // 0002001 has 20, 25, 25, 30, 30 and 35 kW: only P6 rises.
    const res = await post(
      DEMO.sixPeriods,
      { power_p1: 20000, power_p2: 25000, power_p3: 25000, power_p4: 30000, power_p5: 30000, power_p6: 40000, ...PHONE },
      company,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [
      'P1 = 30 kW with P2 = 20 kW',
      { power_p1: 30000, power_p2: 20000, power_p3: 30000, power_p4: 30000, power_p5: 30000, power_p6: 35000 },
      { power_p2: ['field_must_be_greater_than_previous_field'] },
    ],
    [
      'P1 and P2 alone, even at 15 kW',
      { power_p1: 15000, power_p2: 15000 },
      { power_p3: ['required_field'], power_p4: ['required_field'], power_p5: ['required_field'], power_p6: ['required_field'] },
    ],
    [
      'P3 at 0',
      { power_p1: 20000, power_p2: 25000, power_p3: 0, power_p4: 30000, power_p5: 30000, power_p6: 35000 },
      { power_p3: ['required_field'] },
    ],
  ])('a contract of six periods refuses %s with field errors (400)', async (_, powers, errors) => {
    const res = await post(DEMO.sixPeriods, { ...powers, ...PHONE }, company);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toEqual({ code: 'validation_error', message: 'validation_error', errors });
    const waiting = (await changeRequestsOf(t.database, DEMO.sixPeriods)).filter((r) => r.state === 'waiting_for_signature');
    expect(waiting).toEqual([]);
  });

  it.each([
    [{ power_p2: 5750, ...PHONE }, { power_p1: ['required_field'] }],
    [{ power_p1: 500, power_p2: 5750, ...PHONE }, { power_p1: ['required_field'] }],
    [{ power_p1: 5750.5, power_p2: 5750, ...PHONE }, { power_p1: ['power_value_invalid'] }],
    [{ power_p1: -1, power_p2: 5750, ...PHONE }, { power_p1: expect.arrayContaining(['power_value_invalid']) }],
    [
      { power_p1: 17000, power_p2: 17000, ...PHONE },
      { power_p3: ['required_field'], power_p4: ['required_field'], power_p5: ['required_field'], power_p6: ['required_field'] },
    ],
    [
      { power_p1: 17000, power_p2: 17000, power_p3: 18000, power_p4: 17500, power_p5: 19000, power_p6: 0, ...PHONE },
      { power_p4: ['field_must_be_greater_than_previous_field'], power_p6: ['required_field'] },
    ],
    [{ power_p1: 5750, power_p2: 5750, phone: '12', phone_num: '12', phone_pre: '+34' }, { phone: ['lead_contact_phone_not_valid'] }],
    [{ power_p1: 5750, power_p2: 5750, phone: '+34 000', phone_num: '000', phone_pre: '+34' }, { phone: ['lead_contact_phone_not_valid'] }],
    [
      { power_p1: 5750, power_p2: 5750 },
      { phone: [expect.any(String)], phone_num: [expect.any(String)], phone_pre: [expect.any(String)] },
    ],
  ])('refuses %j with field errors (400)', async (payload, errors) => {
    const res = await post(DEMO.active, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res)).toMatchObject({ code: 'validation_error', errors });
  });

  it('answers 406 when the power asked for is the power the contract has', async () => {
    const same = await post(DEMO.active, { power_p1: 4600, power_p2: 4600, ...PHONE });
    expect(same.statusCode).toBe(406);
    expect(json(same)).toEqual({
      ...NOT_ACCEPTABLE,
      errors: { power_p1: ['power_modification_same'], power_p2: ['power_modification_same'] },
    });
    const sixSame = await post(
      DEMO.sixPeriods,
      { power_p1: 20000, power_p2: 25000, power_p3: 25000, power_p4: 30000, power_p5: 30000, power_p6: 35000, ...PHONE },
      company,
    );
    expect(sixSame.statusCode).toBe(406);
  });

  it('answers 406 for a contract that cannot take a power change: gas, closed, cancelled, draft, no ATR access', async () => {
    for (const name of [DEMO.gas, DEMO.closed, DEMO.cancelledGas, DEMO.draftSigned, DEMO.draftUnsigned]) {
      const res = await post(name, { power_p1: 5750, power_p2: 5750, ...PHONE });
      expect(res.statusCode, name).toBe(406);
      expect(json(res)).toEqual(NOT_ACCEPTABLE);
    }
    await t.database.db.execute(sql`update contracts set atr_available = false where name = ${DEMO.waiting}`);
    try {
      const res = await post(DEMO.waiting, { power_p1: 6928, power_p2: 6928, ...PHONE });
      expect(res.statusCode).toBe(406);
    } finally {
      await t.database.db.execute(sql`update contracts set atr_available = true where name = ${DEMO.waiting}`);
    }
  });
});

describe('power change with the feature off', () => {
  it('answers 406 when powerChange is off', async () => {
    const t = await createAppWithSettings({ features: { powerChange: false } });
    try {
      const token = await t.login(DEMO.marta);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/contracts/${DEMO.active}/power/`,
        headers: bearer(token),
        payload: { power_p1: 5750, power_p2: 5750, ...PHONE },
      });
      expect(res.statusCode).toBe(406);
      expect(json(res)).toEqual(NOT_ACCEPTABLE);
    } finally {
      await t.close();
    }
  });
});
