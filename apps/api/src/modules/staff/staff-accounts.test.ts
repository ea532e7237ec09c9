import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { StaffAccountsRepo } from './accounts-repo.ts';
import { StaffAccountsService } from './accounts-service.ts';

const PASSWORD = 'Agent-Portal-2026!';

type Account = { id: number; email: string; label: string; role: string; active: boolean; created_at: string };
type TrailLine = {
  actor_kind: string;
  staff_id: number | null;
  subject: string;
  address: string | null;
  user_agent: string | null;
  changes: Record<string, { before?: unknown; after?: unknown }>;
};

/** Staff accounts managed by supervisors through the staff API (docs/staff.md, "Staff accounts"). */
describe('staff accounts (supervisors)', () => {
  let t: TestApp;
  let supervisor: string;
  let supervisorId: number;
  let marta: string;
  let readOnly: string;

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), 'user-agent': 'staff-accounts-test' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { email, password } });
    return { status: res.statusCode, token: res.statusCode === 200 ? json<{ token: string }>(res).token : '' };
  };
  const create = async (email: string, role: 'agent' | 'supervisor', label = 'Atenció al client') => {
    const res = await call('POST', '/staff/accounts', supervisor, { email, label, role, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return json<Account>(res);
  };
  const lastAccountLine = async (email: string) =>
    (
      await rows<TrailLine>(
        t.database,
        sql`select actor_kind, staff_id, subject, address, user_agent, changes from trail_entries
            where action = 'staff_account_change' and subject = ${email} order by id desc limit 1`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    supervisor = (await signIn(DEMO_STAFF.email, DEMO_STAFF.password)).token;
    supervisorId = await scalar<number>(t.database, sql`select id from staff_accounts where email = ${DEMO_STAFF.email}`);
    marta = await t.login(DEMO.marta);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
  });
  afterAll(() => t?.close());

  describe('who may call', () => {
    const routes = [
      { method: 'GET', url: '/staff/accounts' },
      { method: 'POST', url: '/staff/accounts', payload: { email: 'x@demo.example', label: 'X', role: 'agent', password: PASSWORD } },
      { method: 'PATCH', url: '/staff/accounts/1', payload: { label: 'X' } },
      { method: 'GET', url: '/staff/customers?q=marta' },
      { method: 'GET', url: '/staff/customers/1' },
      { method: 'POST', url: '/staff/customers/1/view-as' },
    ] as const;

    it('refuses no token, a customer’s token and a customer’s read-only token with 401 on every new staff route', async () => {
      const before = await scalar<number>(t.database, sql`select count(*)::int from trail_entries`);
      for (const route of routes) {
        const payload = 'payload' in route ? route.payload : undefined;
        for (const token of [undefined, marta, readOnly]) {
          const res = await call(route.method, route.url, token, payload);
          expect(res.statusCode, `${route.method} ${route.url} with ${token ? 'a customer token' : 'no token'}`).toBe(401);
        }
      }
      expect(await scalar<number>(t.database, sql`select count(*)::int from trail_entries`)).toBe(before);
      expect(await scalar<number>(t.database, sql`select count(*)::int from staff_accounts where email = 'x@demo.example'`)).toBe(0);
    });

    it('answers an agent 403 staff_role_required on the account routes, before reading the body, and lets them search', async () => {
      await create('agent.who@demo.example', 'agent');
      const agent = (await signIn('agent.who@demo.example', PASSWORD)).token;
      for (const route of routes.slice(0, 3)) {
        const res = await call(route.method, route.url, agent, 'payload' in route ? route.payload : undefined);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(json(res)).toEqual({ code: 'staff_role_required', message: 'staff_role_required' });
      }
      // A malformed body is still 403: the role is checked first.
      expect((await call('POST', '/staff/accounts', agent, { email: 'nope' })).statusCode).toBe(403);
      expect((await call('GET', '/staff/customers?q=marta', agent)).statusCode).toBe(200);
    });
  });

  it('lists every account, active or not, without any password', async () => {
    const res = await call('GET', '/staff/accounts', supervisor);
    expect(res.statusCode, res.body).toBe(200);
    const items = json<{ items: Account[] }>(res).items;
    expect(items).toContainEqual(
      expect.objectContaining({ email: DEMO_STAFF.email, role: 'supervisor', active: true, label: 'Atenció al client' }),
    );
    expect(res.body).not.toMatch(/argon2|password/);
  });

  it('creates an account that signs in with its role, and the trail names the supervisor, from where', async () => {
    const account = await create('Nova.Agent@Demo.example', 'agent', 'Atenció al client');
    expect(account).toMatchObject({ email: 'nova.agent@demo.example', role: 'agent', active: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email: 'nova.agent@demo.example', password: PASSWORD },
    });
    expect(json(login)).toMatchObject({ role: 'agent' });
    const line = await lastAccountLine('nova.agent@demo.example');
    expect(line).toMatchObject({ actor_kind: 'staff', staff_id: supervisorId, address: '127.0.0.1', user_agent: 'staff-accounts-test' });
    expect(line?.changes).toMatchObject({ email: { after: 'nova.agent@demo.example' }, role: { after: 'agent' }, active: { after: true } });
    expect(JSON.stringify(line?.changes)).not.toContain('argon2');
  });

  it('refuses an address in use, whatever its case, with 409 staff_email_in_use', async () => {
    const res = await call('POST', '/staff/accounts', supervisor, {
      email: DEMO_STAFF.email.toUpperCase(),
      label: 'Dup',
      role: 'agent',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ code: 'staff_email_in_use', message: 'staff_email_in_use' });
  });

  it.each([
    ['no body', undefined, ['email', 'label', 'role', 'password']],
    [
      'a bad address, role and short password',
      { email: 'not an address', label: 'L', role: 'admin', password: 'Short-1!' },
      ['email', 'role', 'password'],
    ],
    [
      'a common password and an empty label',
      { email: 'c@demo.example', label: '  ', role: 'agent', password: 'Password1234!' },
      ['label', 'password'],
    ],
    ['a password without a symbol', { email: 'c@demo.example', label: 'L', role: 'agent', password: 'Abcdefghijk123' }, ['password']],
  ])('answers %s with 400 and field errors, creating nothing', async (_, payload, fields) => {
    const before = await scalar<number>(t.database, sql`select count(*)::int from staff_accounts`);
    const res = await call('POST', '/staff/accounts', supervisor, payload ?? {});
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors).sort()).toEqual([...fields].sort());
    expect(await scalar<number>(t.database, sql`select count(*)::int from staff_accounts`)).toBe(before);
  });

  it('changes label, role and password; the new password signs in, the old one no more; each change is the supervisor’s in the trail', async () => {
    const account = await create('cambia@demo.example', 'agent');
    const res = await call('PATCH', `/staff/accounts/${account.id}`, supervisor, {
      label: 'Facturació',
      role: 'supervisor',
      password: 'Nova-Clau-2026!',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ id: account.id, label: 'Facturació', role: 'supervisor', active: true });
    expect((await signIn('cambia@demo.example', PASSWORD)).status).toBe(401);
    expect((await signIn('cambia@demo.example', 'Nova-Clau-2026!')).status).toBe(200);
    const line = await lastAccountLine('cambia@demo.example');
    expect(line).toMatchObject({ actor_kind: 'staff', staff_id: supervisorId });
    expect(line?.changes).toMatchObject({
      label: { before: 'Atenció al client', after: 'Facturació' },
      role: { before: 'agent', after: 'supervisor' },
      password: { after: 'changed' },
    });
  });

  it('disabling an account ends its tokens at once', async () => {
    const account = await create('baixa@demo.example', 'agent');
    const token = (await signIn('baixa@demo.example', PASSWORD)).token;
    expect((await call('GET', '/staff/customers?q=marta', token)).statusCode).toBe(200);
    const res = await call('PATCH', `/staff/accounts/${account.id}`, supervisor, { active: false });
    expect(json(res)).toMatchObject({ active: false });
    const refused = await call('GET', '/staff/customers?q=marta', token);
    expect(refused.statusCode).toBe(401);
    expect(json(refused)).toMatchObject({ code: 'staff_account_disabled' });
    expect((await lastAccountLine('baixa@demo.example'))?.changes).toMatchObject({ active: { before: true, after: false } });
  });

  it('a change outside the portal (SQL) is still the system’s line, with the database role: the staff id never leaks past its transaction', async () => {
    await create('sql@demo.example', 'agent');
    await t.database.db.execute(sql`update staff_accounts set label = 'Per SQL' where email = 'sql@demo.example'`);
    const line = await lastAccountLine('sql@demo.example');
    expect(line).toMatchObject({ actor_kind: 'system', staff_id: null, address: null, user_agent: null });
    expect(line?.changes).toMatchObject({ label: { after: 'Per SQL' }, database_role: {} });
  });

  it('refuses a supervisor disabling or demoting their own account (409 staff_own_account_locked), changing nothing', async () => {
    for (const change of [{ active: false }, { role: 'agent' }, { role: 'agent', label: 'Jo' }]) {
      const res = await call('PATCH', `/staff/accounts/${supervisorId}`, supervisor, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(json(res)).toEqual({ code: 'staff_own_account_locked', message: 'staff_own_account_locked' });
    }
    expect(await rows(t.database, sql`select role, active, label from staff_accounts where id = ${supervisorId}`)).toEqual([
      { role: 'supervisor', active: true, label: 'Atenció al client' },
    ]);
    // Their own label or password they may change.
    expect((await call('PATCH', `/staff/accounts/${supervisorId}`, supervisor, { label: 'Atenció al client' })).statusCode).toBe(200);
  });

  it('refuses to disable or demote the last active supervisor (409 staff_last_supervisor), even when its author was demoted meanwhile', async () => {
    // Through the API a supervisor always counts themselves, so only a race reaches this rule: the
    // author's token passed the role check, then another change demoted them before theirs ran.
    const demoted = await create('demoted@demo.example', 'agent');
    // The demo account is the only active supervisor left (an earlier test promoted another).
    await t.database.db.execute(sql`update staff_accounts set active = false where role = 'supervisor' and id <> ${supervisorId}`);
    const service = new StaffAccountsService(new StaffAccountsRepo(t.database.db));
    const by = { staffId: demoted.id, address: null, userAgent: null };
    for (const change of [{ active: false }, { role: 'agent' as const }]) {
      await expect(service.update(by, supervisorId, change)).rejects.toMatchObject({ statusCode: 409, code: 'staff_last_supervisor' });
    }
    expect(await scalar<string>(t.database, sql`select role from staff_accounts where id = ${supervisorId}`)).toBe('supervisor');
  });

  it('answers 404 for an unknown account, 400 for a bad id or an empty change', async () => {
    expect((await call('PATCH', '/staff/accounts/999999', supervisor, { label: 'X' })).statusCode).toBe(404);
    expect((await call('PATCH', '/staff/accounts/abc', supervisor, { label: 'X' })).statusCode).toBe(400);
    expect((await call('PATCH', '/staff/accounts/99999999999', supervisor, { label: 'X' })).statusCode).toBe(400);
    expect((await call('PATCH', `/staff/accounts/${supervisorId}`, supervisor, {})).statusCode).toBe(400);
    const bad = await call('PATCH', `/staff/accounts/${supervisorId}`, supervisor, { active: 'no', role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors).sort()).toEqual(['active', 'role']);
  });
});
