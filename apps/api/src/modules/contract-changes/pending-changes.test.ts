import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeRequestsOf, DEMO, multipart, withdrawPendingChanges } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const PHONE = { phone: '+34 612 345 678', phone_num: '612345678', phone_pre: '+34' };
const WAITING = { code: 'change_waiting_for_signature', message: 'change_waiting_for_signature' };

interface TChangeCase {
  /** The kind the change waits as (contract_modification_requests.kind, the contract's waitingForSignature). */
  kind: string;
  contract: string;
  url: (name: string) => string;
  /** Two different requests of the kind: the second is not a repeat of the first, and is still refused. */
  first: () => { payload: unknown; headers?: Record<string, string> };
  second: () => { payload: unknown; headers?: Record<string, string> };
}

const CASES: TChangeCase[] = [
  {
    kind: 'iban',
    contract: DEMO.active,
    url: (name) => `/api/v1/contracts/${name}/iban/`,
    first: () => ({ payload: { already_registered: true, bank_id: 3 } }),
    second: () => ({ payload: { already_registered: false, iban: 'ES84 0049 0001 5800 0123 4567', owner_is_bank_owner: true } }),
  },
  {
    kind: 'iban',
    contract: DEMO.gas,
    url: (name) => `/api/v2/contracts/${name}/iban/`,
    // Multipart, as the web sends it: refused before its files are read.
    first: () => multipart({ already_registered: 'true', bank_id: '3' }),
    second: () => multipart({ already_registered: 'true', bank_id: '3' }),
  },
  {
    kind: 'power',
    contract: DEMO.active,
    url: (name) => `/api/v1/contracts/${name}/power/`,
    first: () => ({ payload: { power_p1: 5750, power_p2: 6928, ...PHONE } }),
    // Even the power the contract already has answers 409, not the 406 of a refused change.
    second: () => ({ payload: { power_p1: 4600, power_p2: 4600, ...PHONE } }),
  },
  {
    kind: 'no_cession_sips',
    contract: DEMO.active,
    url: (name) => `/api/v1/contracts/${name}/no_cession_sips/`,
    first: () => ({ payload: { noCessionSelection: true } }),
    second: () => ({ payload: { noCessionSelection: true } }),
  },
];

describe('a change of a kind already waiting for signature is refused', () => {
  let t: TestApp;
  let marta: string;
  const post = (url: string, body: { payload: unknown; headers?: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(marta), ...body.headers }, payload: body.payload as string });
  const waitingOf = async (name: string) =>
    json<{ waitingForSignature: string[] }>(await t.app.inject({ method: 'GET', url: `/api/v2/contracts/${name}`, headers: bearer(marta) }))
      .waitingForSignature;

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
  });
  beforeEach(() => withdrawPendingChanges(t.database));
  afterAll(() => t.close());

  it.each(CASES)('$kind on $contract: the first waits, the second answers 409 with the reason and writes nothing', async (c) => {
    const first = await post(c.url(c.contract), c.first());
    expect(first.statusCode, first.body).toBe(200);
    expect(await waitingOf(c.contract)).toContain(c.kind);
    const before = await changeRequestsOf(t.database, c.contract);

    const second = await post(c.url(c.contract), c.second());
    expect(second.statusCode, second.body).toBe(409);
    expect(json(second)).toEqual(WAITING);
    expect(await changeRequestsOf(t.database, c.contract)).toEqual(before);
    expect(before.filter((r) => r.kind === c.kind && r.state === 'waiting_for_signature')).toHaveLength(1);

    // Once the waiting one is withdrawn (or signed), the customer may ask again.
    await withdrawPendingChanges(t.database);
    expect((await post(c.url(c.contract), c.first())).statusCode).toBe(200);
  });

  it('a change of another kind is not held back by the one waiting', async () => {
    expect((await post(CASES[0]!.url(DEMO.active), CASES[0]!.first())).statusCode).toBe(200);
    const power = await post(CASES[2]!.url(DEMO.active), CASES[2]!.first());
    expect(power.statusCode, power.body).toBe(200);
    expect(await waitingOf(DEMO.active)).toEqual(['iban', 'power']);
  });
});
