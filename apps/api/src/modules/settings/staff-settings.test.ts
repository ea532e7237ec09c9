import { checkSettingsEdit, DEFAULT_SETTINGS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_SETTINGS } from '../../seed/demo/demo-content.ts';
import { DEMO_STAFF } from '../../seed/index.ts';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const PASSWORD = 'Agent-Portal-2026!';
type TrailLine = {
  actor_kind: string;
  staff_id: number | null;
  subject: string;
  user_agent: string | null;
  changes: Record<string, unknown>;
};
type StaffSettings = {
  public: Record<string, unknown>;
  private: Record<string, unknown>;
  defaults: unknown;
  flags: Record<string, boolean>;
};

/** Supervisors edit the settings and feature flags from the console (docs/settings-and-gates.md, "Editing from the console"). */
describe('settings edited by supervisors', () => {
  let t: TestApp;
  let supervisor: string;
  let supervisorId: number;
  let agent: string;
  let marta: string;
  let readOnly: string;

  const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), 'user-agent': 'staff-settings-test', ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const signIn = async (email: string, password: string) =>
    json<{ token: string }>(await t.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { email, password } })).token;
  const publicSettings = async () =>
    json<{ settings: typeof DEFAULT_SETTINGS }>(await call('GET', '/../v2/ov_customize/ov_settings')).settings;
  const settingsLines = () =>
    rows<TrailLine>(
      t.database,
      sql`select actor_kind, staff_id, subject, user_agent, changes from trail_entries where action = 'settings_change' order by id`,
    );
  const stored = async () =>
    Object.fromEntries(
      (await rows<{ scope: string; data: unknown }>(t.database, sql`select scope, data from settings`)).map((r) => [r.scope, r.data]),
    );

  beforeAll(async () => {
    t = await createTestApp();
    supervisor = await signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    supervisorId = await scalar<number>(t.database, sql`select id from staff_accounts where email = ${DEMO_STAFF.email}`);
    const created = await call('POST' as 'PUT', '/staff/accounts', supervisor, {
      email: 'settings-agent@demo.example',
      label: 'Agent',
      role: 'agent',
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(200);
    agent = await signIn('settings-agent@demo.example', PASSWORD);
    marta = await t.login(DEMO.marta);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
  });
  afterAll(() => t?.close());

  describe('who may call', () => {
    const routes = [
      { method: 'GET', url: '/staff/settings' },
      { method: 'PUT', url: '/staff/settings/public', payload: { data: {} } },
      { method: 'PUT', url: '/staff/feature-flags/crm.case', payload: { enabled: false } },
    ] as const;

    it('refuses no token, a customer’s token and a read-only token (401), an agent (403, before the body), changing nothing', async () => {
      const before = { settings: await stored(), lines: (await settingsLines()).length };
      for (const route of routes) {
        const payload = 'payload' in route ? route.payload : undefined;
        for (const token of [undefined, marta, readOnly]) {
          const res = await call(route.method, route.url, token, payload);
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        }
        const byAgent = await call(route.method, route.url, agent, route.method === 'PUT' ? '[not json' : undefined, {
          'content-type': 'application/json',
        });
        expect(byAgent.statusCode, `${route.method} ${route.url} by an agent`).toBe(403);
        expect(byAgent.json().code).toBe('staff_role_required');
      }
      expect(await stored()).toEqual(before.settings);
      expect((await settingsLines()).length).toBe(before.lines);
      expect(json<{ feature_flags: Record<string, boolean> }>(await call('GET', '/feature_flags/')).feature_flags['crm.case']).toBe(true);
    });
  });

  it('answers the stored scopes, the defaults and the flags; the demo’s settings pass the schema', async () => {
    const res = await call('GET', '/staff/settings', supervisor);
    expect(res.statusCode).toBe(200);
    const body = json<StaffSettings>(res);
    expect(body.public).toEqual(DEMO_PUBLIC_SETTINGS);
    expect(body.private).toEqual({});
    expect(body.defaults).toEqual(DEFAULT_SETTINGS);
    expect(body.flags).toEqual({ 'coupons.coupon': true, 'crm.case': true });
    expect(checkSettingsEdit('public', { public: body.public, private: body.private }, body.public).issues).toEqual([]);
  });

  it('replaces a scope: the portal reads it at once, and the trail names the supervisor and the keys only', async () => {
    const next = { ...DEMO_PUBLIC_SETTINGS, organization: { ...DEMO_PUBLIC_SETTINGS.organization, phone_crm: '900 123 456' } };
    const res = await call('PUT', '/staff/settings/public', supervisor, { data: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<StaffSettings>(res).public).toEqual(next);
    expect((await publicSettings()).organization.phone_crm).toBe('900 123 456');
    const line = (await settingsLines()).at(-1);
    expect(line).toEqual({
      actor_kind: 'staff',
      staff_id: supervisorId,
      subject: 'public settings',
      user_agent: 'staff-settings-test',
      changes: { organization: { after: 'changed' } },
    });
    expect(JSON.stringify(line)).not.toContain('900 123 456');
  });

  it('writes no line for the same settings sent again, whatever the order of their keys', async () => {
    const current = json<StaffSettings>(await call('GET', '/staff/settings', supervisor)).public;
    const count = (await settingsLines()).length;
    const reversed = Object.fromEntries(Object.entries(current).reverse());
    expect((await call('PUT', '/staff/settings/public', supervisor, { data: reversed })).statusCode).toBe(200);
    expect((await settingsLines()).length).toBe(count);
  });

  it('replaces rather than merges: a key left out goes back to its default', async () => {
    const res = await call('PUT', '/staff/settings/private', supervisor, {
      data: { invoices: { itemsPerPage: 25 }, stripeKey: 'sk_live_x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await call('PUT', '/staff/settings/private', supervisor, { data: { invoices: { itemsPerPage: 30 } } });
    expect(json<StaffSettings>(again).private).toEqual({ invoices: { itemsPerPage: 30 } });
    const line = (await settingsLines()).at(-1);
    expect(line?.subject).toBe('private settings');
    expect(line?.changes).toEqual({ invoices: { after: 'changed' }, stripeKey: { after: 'changed' } });
    expect(JSON.stringify(await settingsLines())).not.toContain('sk_live_x');
  });

  it('refuses settings the portal could not read: 400 settings_invalid with each path, nothing stored, no line', async () => {
    const before = { settings: await stored(), lines: (await settingsLines()).length };
    const res = await call('PUT', '/staff/settings/public', supervisor, {
      data: { features: { signup: 'yes' }, maintenance: { start: 'tomorrow' }, language: { default: 'xx' }, retailerOwn: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('settings_invalid');
    expect(body.errors).toEqual({
      'features.signup': ['settings_boolean'],
      'language.default': ['settings_language'],
      'maintenance.start': ['settings_date_time'],
    });
    expect(body.issues).toContainEqual({ path: 'features.signup', problem: 'boolean' });
    expect(await stored()).toEqual(before.settings);
    expect((await settingsLines()).length).toBe(before.lines);
  });

  it.each([
    ['a list as the body', []],
    ['no data', {}],
    ['data a list', { data: [1, 2] }],
    ['data a value', { data: 'public' }],
    ['data null', { data: null }],
    ['a key besides data', { data: {}, more: true }],
    ['nesting past the bound', { data: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) }],
    ['a NUL, which jsonb cannot hold', { data: { organization: { name: 'a\u0000b' } } }],
  ])('refuses %s with 400, never 500', async (_label, payload) => {
    const before = await stored();
    const res = await call('PUT', '/staff/settings/public', supervisor, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses malformed JSON, a deep nesting JSON.parse cannot walk, an unknown scope (400) and a huge body (413)', async () => {
    const headers = { 'content-type': 'application/json' };
    expect((await call('PUT', '/staff/settings/public', supervisor, '{"data":', headers)).statusCode).toBe(400);
    // Tens of thousands of levels within the body limit (with a key the JSON parser's prototype
    // check walks into): parsed or not, a 400, never a stack overflow's 500.
    for (const [open, close, levels] of [
      ['[', ']', 100_000],
      ['{"a":', '}', 40_000],
    ] as const) {
      const deep = `{"data":{"constructor":${open.repeat(levels)}1${close.repeat(levels)}}}`;
      const res = await call('PUT', '/staff/settings/public', supervisor, deep, headers);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await call('PUT', '/staff/settings/secret', supervisor, { data: {} })).statusCode).toBe(400);
    const huge = { data: { text: 'x'.repeat(300 * 1024) } };
    const res = await call('PUT', '/staff/settings/public', supervisor, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  describe('feature flags', () => {
    it('sets one: the portal reads it at once, the trail keeps before and after by the supervisor', async () => {
      const res = await call('PUT', '/staff/feature-flags/crm.case', supervisor, { enabled: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<StaffSettings>(res).flags['crm.case']).toBe(false);
      expect(json<{ feature_flags: Record<string, boolean> }>(await call('GET', '/feature_flags/')).feature_flags['crm.case']).toBe(false);
      expect((await settingsLines()).at(-1)).toEqual({
        actor_kind: 'staff',
        staff_id: supervisorId,
        subject: 'feature flags',
        user_agent: 'staff-settings-test',
        changes: { 'crm.case': { before: true, after: false } },
      });
      await call('PUT', '/staff/feature-flags/crm.case', supervisor, { enabled: true });
    });

    it('creates a new one (before null); setting the value it has writes no line', async () => {
      const res = await call('PUT', '/staff/feature-flags/beta.tariffs-2', supervisor, { enabled: true });
      expect(json<StaffSettings>(res).flags['beta.tariffs-2']).toBe(true);
      expect((await settingsLines()).at(-1)?.changes).toEqual({ 'beta.tariffs-2': { before: null, after: true } });
      const count = (await settingsLines()).length;
      expect((await call('PUT', '/staff/feature-flags/beta.tariffs-2', supervisor, { enabled: true })).statusCode).toBe(200);
      expect((await settingsLines()).length).toBe(count);
    });

    it('takes a name of 128 characters, and refuses a longer one before any handler (414)', async () => {
      const longest = 'a'.repeat(128);
      expect(json<StaffSettings>(await call('PUT', `/staff/feature-flags/${longest}`, supervisor, { enabled: false })).flags[longest]).toBe(
        false,
      );
      expect((await call('PUT', `/staff/feature-flags/${longest}a`, supervisor, { enabled: false })).statusCode).toBe(414);
    });

    it.each([
      ['an upper-case name', '/staff/feature-flags/CRM.case', { enabled: true }],
      ['a name with a space', '/staff/feature-flags/crm%20case', { enabled: true }],
      ['enabled a string', '/staff/feature-flags/crm.case', { enabled: 'true' }],
      ['no enabled', '/staff/feature-flags/crm.case', {}],
      ['a list', '/staff/feature-flags/crm.case', [true]],
    ])('refuses %s with 400', async (_label, url, payload) => {
      const before = json<StaffSettings>(await call('GET', '/staff/settings', supervisor)).flags;
      const res = await call('PUT', url, supervisor, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(json<StaffSettings>(await call('GET', '/staff/settings', supervisor)).flags).toEqual(before);
    });
  });
});
