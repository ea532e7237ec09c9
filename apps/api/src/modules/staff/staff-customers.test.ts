import type { TTokenClaims } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { trailByCustomer } from '../trail/index.ts';

const VIEW_AS_MINUTES = 7;
const PUBLIC_URL = 'https://portal.example';

type Hit = {
  id: number;
  name: string;
  tax_id: string;
  matched: string;
  contracts: Array<{ name: string; cups: string | null; state: string }>;
  more_contracts: boolean;
};
type ViewAs = { token: string; expires_in: number; expires_at: string; url: string };

const claimsOf = (token: string): TTokenClaims & { iat: number } => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** Staff's customer search, the customer's card and "view as this customer" (docs/staff.md, "Customers"). */
describe('staff: customers', () => {
  let t: TestApp;
  let staff: string;
  let staffId: number;
  let marta: { id: number; name: string; cups: string; invoice: string };

  const get = (url: string, token = staff) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });
  const search = async (q: string, limit?: number) => {
    const res = await get(`/staff/customers?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`);
    expect(res.statusCode, res.body).toBe(200);
    return json<{ items: Hit[] }>(res).items;
  };
  const viewAs = (id: number | string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/customers/${id}/view-as`,
      headers: { ...bearer(staff), 'user-agent': 'view-as-test' },
    });

  beforeAll(async () => {
    t = await createTestApp({ config: { viewAsMinutes: VIEW_AS_MINUTES, publicUrl: PUBLIC_URL } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    staff = json<{ token: string }>(login).token;
    staffId = await scalar<number>(t.database, sql`select id from staff_accounts where email = ${DEMO_STAFF.email}`);
    const [row] = await rows<{ id: number; name: string; cups: string; invoice: string }>(
      t.database,
      sql`select c.id, c.name,
            (select sp.cups from contracts ct join supply_points sp on sp.id = ct.supply_point_id where ct.name = ${DEMO.active}) as cups,
            (select i.number from invoices i where i.customer_id = c.id order by i.id limit 1) as invoice
          from customers c where c.tax_id = ${DEMO.marta}`,
    );
    marta = row!;
    // Namesakes for the bounds, and accents for the folding.
    await t.database.db.execute(
      sql`insert into customers (tax_id, name) select 'ZT' || g, 'Zeta Tèxtil ' || g from generate_series(1, 60) g`,
    );
    await t.database.db.execute(sql`insert into customers (tax_id, name) values ('X1234567L', 'Àngels Martínez Güell')`);
  });
  afterAll(() => t?.close());

  describe('search', () => {
    it.each([
      ['a tax id as typed', () => '12.345.678-z', 'tax_id'],
      ['a CUPS with spaces, lower case', () => marta.cups.toLowerCase().replace(/(.{4})/g, '$1 '), 'cups'],
      ['a contract number', () => DEMO.active, 'contract'],
      ['an invoice number', () => marta.invoice, 'invoice'],
      ['a name’s word prefixes, any case', () => 'PUIG mar', 'name'],
    ])('finds the customer by %s', async (_, q, matched) => {
      const items = await search(q());
      expect(items[0], JSON.stringify(items)).toMatchObject({ id: marta.id, name: marta.name, tax_id: DEMO.marta, matched });
      expect(items[0]?.contracts).toContainEqual(expect.objectContaining({ name: DEMO.active, cups: marta.cups, state: 'activa' }));
    });

    it('folds case and accents both ways, and a word’s prefix is enough', async () => {
      for (const q of ['angels guell', 'ÀNGELS mart', 'Martinez', 'gü']) {
        expect(
          (await search(q)).map((hit) => hit.tax_id),
          q,
        ).toContain('X1234567L');
      }
      expect((await search('gell')).map((hit) => hit.tax_id)).not.toContain('X1234567L'); // not a word's start
      expect(await search('zzqq')).toEqual([]);
    });

    it('never answers more than limit: 20 by default, up to 50', async () => {
      expect(await search('zeta textil', 5)).toHaveLength(5);
      expect(await search('zeta textil')).toHaveLength(20);
      expect(await search('zeta', 50)).toHaveLength(50);
      expect(await search('zeta', 1)).toHaveLength(1);
    });

    it('lists an identifier’s match before name matches, and a company’s contracts up to ten', async () => {
      const items = await search(DEMO.company);
      expect(items[0]).toMatchObject({ tax_id: DEMO.company, matched: 'tax_id' });
      expect(items[0]!.contracts.length).toBeLessThanOrEqual(10);
    });

    it.each([
      ['q missing', ''],
      ['q of one character', '?q=a'],
      ['q of spaces', '?q=%20%20%20'],
      ['q too long', `?q=${'a'.repeat(101)}`],
      ['q with a control character', '?q=ab%00cd'],
      ['limit 0', '?q=marta&limit=0'],
      ['limit 51', '?q=marta&limit=51'],
      ['limit not a number', '?q=marta&limit=ten'],
    ])('answers %s with 400', async (_, query) => {
      const res = await get(`/staff/customers${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toHaveProperty('errors');
    });

    it('takes text-search operators as plain words, never as syntax', async () => {
      for (const q of ["marta:* | ''", '!puig & (serra)', "o'brien", '\\\\', 'a:b<->c']) {
        const res = await get(`/staff/customers?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      }
    });
  });

  describe('the customer’s card', () => {
    it('answers the customer, its users without secrets, and its contracts', async () => {
      const res = await get(`/staff/customers/${marta.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const card = json<{ users: Array<Record<string, unknown>>; contracts: Hit['contracts']; tax_id: string }>(res);
      expect(card.tax_id).toBe(DEMO.marta);
      expect(card.users[0]).toEqual({ id: expect.any(Number), login: DEMO.marta, name: expect.any(String), locale: expect.any(String) });
      expect(card.contracts.map((c) => c.name)).toEqual(expect.arrayContaining([DEMO.active, DEMO.gas, DEMO.closed]));
      expect(res.body).not.toMatch(/argon2|password|hash/i);
    });

    it('answers 404 for an unknown customer and 400 for a malformed id', async () => {
      expect(json(await get('/staff/customers/999999'))).toMatchObject({ code: 'customer_not_found' });
      expect((await get('/staff/customers/999999')).statusCode).toBe(404);
      for (const id of ['abc', '0', '-1', '1e3', '99999999999']) expect((await get(`/staff/customers/${id}`)).statusCode, id).toBe(400);
    });
  });

  describe('view as this customer', () => {
    let answer: ViewAs;
    beforeAll(async () => {
      const res = await viewAs(marta.id);
      expect(res.statusCode, res.body).toBe(200);
      answer = json<ViewAs>(res);
    });

    it('answers a read-only token of the customer’s first user, naming the staff member, for VIEW_AS_MINUTES, and the portal’s address with it in the fragment', async () => {
      const claims = claimsOf(answer.token);
      expect(claims).toMatchObject({ readonly: true, staff_id: staffId });
      expect(claims.user_id).toBe(await scalar<number>(t.database, sql`select min(id) from users where customer_id = ${marta.id}`));
      expect(claims.exp - claims.iat).toBe(VIEW_AS_MINUTES * 60);
      expect(answer.expires_in).toBeGreaterThan(VIEW_AS_MINUTES * 60 - 5);
      expect(answer.expires_in).toBeLessThanOrEqual(VIEW_AS_MINUTES * 60);
      expect(Date.parse(answer.expires_at)).toBe(claims.exp * 1000);
      expect(answer.url).toBe(`${PUBLIC_URL}/#token=${answer.token}`);
    });

    it('reads the customer’s portal, and every changing route answers 403 read_only_token', async () => {
      expect((await get('/users/', answer.token)).statusCode).toBe(200);
      const contract = await t.app.inject({ method: 'GET', url: `/api/v2/contracts/${DEMO.active}`, headers: bearer(answer.token) });
      expect(contract.statusCode).toBe(200);
      const change = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/password',
        headers: bearer(answer.token),
        payload: { current: 'x', password: 'Hijack-Portal-2026!' },
      });
      expect(change.statusCode).toBe(403);
      expect(json(change)).toEqual({ code: 'read_only_token', message: 'read_only_token' });
    });

    it('cannot be refreshed into a longer token: the refresh answers the same one', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/refresh', headers: bearer(answer.token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.stringify(json(res))).toContain(answer.token);
    });

    it('expires: the token service refuses it once its minutes are over', async () => {
      const claims = claimsOf(answer.token);
      const tokens = t.app.portal.tokens;
      expect((await tokens.verify(answer.token, claims.exp - 1)).ok).toBe(true);
      expect(await tokens.verify(answer.token, claims.exp)).toMatchObject({ ok: false, message: 'token_expired' });
    });

    it('writes the impersonation line as the staff member’s, from where, in the customer’s trail', async () => {
      const [line] = await rows(
        t.database,
        sql`select actor_kind, staff_id, user_id, customer_id, subject, address, user_agent from trail_entries
            where action = 'impersonation' and customer_id = ${marta.id} order by id desc limit 1`,
      );
      expect(line).toEqual({
        actor_kind: 'staff',
        staff_id: staffId,
        user_id: null,
        customer_id: marta.id,
        subject: DEMO.marta,
        address: '127.0.0.1',
        user_agent: 'view-as-test',
      });
      // And staff's trail read shows it with the staff id.
      const read = await get(`/staff/trail?customer_id=${marta.id}&action=impersonation`);
      expect(json<{ items: Array<Record<string, unknown>> }>(read).items[0]).toMatchObject({ actor: 'staff', staff_id: staffId });
    });

    it('makes every trail line of the session staff_as_customer with the staff id', async () => {
      const check = await t.app.portal.tokens.verify(answer.token);
      expect(check.ok).toBe(true);
      const request = {
        identity: check.ok ? check.claims : null,
        ip: '10.0.0.9',
        headers: { 'user-agent': 'ua' },
      } as unknown as FastifyRequest;
      expect(trailByCustomer(request)).toMatchObject({ actor: 'staff_as_customer', staffId, userId: claimsOf(answer.token).user_id });
      // A read-only token not issued through the staff API (the demo start's) names nobody.
      const plain = await t.app.portal.tokens.verify((await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!);
      const demoRequest = { ...request, identity: plain.ok ? plain.claims : null } as unknown as FastifyRequest;
      expect(trailByCustomer(demoRequest)).toMatchObject({ actor: 'staff_as_customer', staffId: null });
    });

    it('answers 404 for an unknown customer and 409 customer_has_no_user for one without users, issuing nothing', async () => {
      const before = await scalar<number>(t.database, sql`select count(*)::int from sessions`);
      expect((await viewAs(999999)).statusCode).toBe(404);
      const lonely = await scalar<number>(t.database, sql`select id from customers where tax_id = 'X1234567L'`);
      const res = await viewAs(lonely);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toEqual({ code: 'customer_has_no_user', message: 'customer_has_no_user' });
      expect((await viewAs('nope')).statusCode).toBe(400);
      expect(await scalar<number>(t.database, sql`select count(*)::int from sessions`)).toBe(before);
    });
  });
});
