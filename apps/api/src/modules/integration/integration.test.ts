import { createHash, createHmac } from 'node:crypto';
import {
  type TIntegrationToken,
  type TIntegrationTokenCreated,
  type TSigningSummary,
  type TStaffSigningQueueResponse,
  type TWebhookAttemptsResponse,
  type TWebhookCreated,
  type TWebhookPayload,
  WEBHOOK_EVENT_TYPES,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashOneTimeToken } from '../../platform/auth/one-time-token.ts';
import { loadConfig } from '../../platform/runtime/config.ts';
import { DEMO_STAFF } from '../../seed/index.ts';
import { browser, contractingClient, contractingRefs, nif, wizard } from '../../test/contracting-test-support.ts';
import { DEMO, multipart, rows, scalar, withdrawPendingChanges } from '../../test/contracts-test-support.ts';
import { payableInvoice, payWithCard } from '../../test/payments-test-support.ts';
import { bearer, createTestApp, json, TEST_SECRET, type TestApp } from '../../test/test-app.ts';
import { type ReceivedWebhook, startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver.ts';
import { integrationModule } from './index.ts';

const RATE_LIMIT = 25;
const NEW_IBAN = 'ES84 0049 0001 5800 0123 4567';
const OTHER_IBAN = 'ES91 2100 0418 4502 0005 1332';
const OMIP_HEADER =
  'Trading Date;Contract;Nominal Value (MWh);Best Bid (€/MWh);Best Ask (€/MWh);Last Price (€/MWh);Reference Price D-1 (€/MWh);Reference Price D (€/MWh);Open Interest (MW)';

/**
 * The integration API and the webhooks of docs/integration.md, through inject on a real database
 * (PGlite, and PostgreSQL with TEST_DATABASE_URL), the webhooks to a real HTTP receiver on a free port.
 */
describe('the integration API and its webhooks (docs/integration.md)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let supervisor: string;
  let agent: string;
  let marta: string;

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'user-agent': 'ERP/2.1' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const staffLogin = async (email: string) => {
    const res = await call('POST', '/api/v1/staff/login', undefined, { email, password: DEMO_STAFF.password });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ token: string }>(res).token;
  };
  const newToken = async (scopes: string[], name = 'ERP') => {
    const res = await call('POST', '/api/v1/staff/integration-tokens', supervisor, { name, scopes });
    expect(res.statusCode, res.body).toBe(201);
    return json<TIntegrationTokenCreated>(res);
  };
  const newWebhook = async (path: string, events: string[]) => {
    const res = await call('POST', '/api/v1/staff/webhooks', supervisor, { url: `${receiver.url}${path}`, events });
    expect(res.statusCode, res.body).toBe(201);
    return json<TWebhookCreated>(res);
  };

  // A signed IBAN change of Marta's active contract, as signatures.test.ts makes one: the link, the code, the signature.
  const lastOf = async (template: string, pattern: RegExp) => {
    const text = await scalar<string>(
      t.database,
      sql`select text from mail_outbox where template_key = ${template} order by id desc limit 1`,
    );
    return pattern.exec(text)![1]!;
  };
  const signedIbanChange = async () => {
    await withdrawPendingChanges(t.database);
    const current = await scalar<string>(
      t.database,
      sql`select b.iban from contracts c join bank_accounts b on b.id = c.bank_account_id where c.name = ${DEMO.active}`,
    );
    const iban = current === NEW_IBAN.replace(/\s/g, '') ? OTHER_IBAN : NEW_IBAN;
    const change = await call('POST', `/api/v1/contracts/${DEMO.active}/iban/`, marta, {
      already_registered: false,
      iban,
      owner_is_bank_owner: true,
    });
    expect(change.statusCode, change.body).toBe(200);
    const link = await lastOf('signature_link', /#([A-Za-z0-9_-]{43})/);
    const summary = json<TSigningSummary>(await call('POST', '/api/v1/signatures/link', undefined, { token: link }));
    expect((await call('POST', '/api/v1/signatures/link/code', undefined, { token: link, channel: 'email' })).statusCode).toBe(200);
    const code = await lastOf('signature_code', /\b(\d{6})\b/);
    const signed = await call('POST', '/api/v1/signatures/link/sign', undefined, {
      token: link,
      code,
      document_sha256: summary.document_sha256,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const id = await scalar<number>(t.database, sql`select id from signing_requests where link_hash = ${hashOneTimeToken(link)}`);
    return { id, iban: iban.replace(/\s/g, '') };
  };

  beforeAll(async () => {
    const base = loadConfig({});
    receiver = await startWebhookReceiver();
    t = await createTestApp({
      config: {
        // Retries after 100 ms, twice, then given up; the sweep every 100 ms: a retry is seen within a second.
        integration: {
          perTokenPerMinute: RATE_LIMIT,
          allowHttpLocalhost: true,
          retryScheduleMs: [100, 100],
          timeoutMs: 2000,
          dispatchIntervalMs: 100,
        },
        leads: { ...base.leads, ticketMinAgeMs: 0 },
      },
    });
    await t.app.portal.settings.patch('public', { powerCalculator: { enabled: true } });
    await t.database.db.execute(
      sql`insert into staff_accounts (email, label, password_hash, role)
          select 'agent@demo.example', 'Atenció al client', password_hash, 'agent' from staff_accounts where email = ${DEMO_STAFF.email}`,
    );
    supervisor = await staffLogin(DEMO_STAFF.email);
    agent = await staffLogin('agent@demo.example');
    marta = await t.login(DEMO.marta);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  describe('integration tokens', () => {
    it('a supervisor creates one (shown once, only its hash kept), lists it without the secret and revokes it; each a trail line', async () => {
      const created = await newToken(['leads:read', 'queue:work'], 'ERP de facturació');
      expect(created.token).toMatch(/^pit_[A-Za-z0-9_-]{43}$/);
      expect(created).toMatchObject({
        name: 'ERP de facturació',
        scopes: ['leads:read', 'queue:work'],
        revoked_at: null,
        last_used_at: null,
      });
      expect(created.created_by).toMatchObject({ email: DEMO_STAFF.email });
      expect(await scalar<number>(t.database, sql`select count(*)::int from integration_tokens where token_hash = ${created.token}`)).toBe(
        0,
      );
      const hash = createHash('sha256').update(created.token).digest('hex');
      expect(await scalar<number>(t.database, sql`select count(*)::int from integration_tokens where token_hash = ${hash}`)).toBe(1);

      const list = await call('GET', '/api/v1/staff/integration-tokens', supervisor);
      expect(list.statusCode).toBe(200);
      const listed = json<{ items: Array<TIntegrationToken & { token?: string }> }>(list).items.find((i) => i.id === created.id)!;
      expect(listed).toMatchObject({ name: 'ERP de facturació', revoked_at: null });
      expect(listed.token).toBeUndefined();
      expect(list.body).not.toContain(created.token);

      expect((await call('GET', '/api/v1/integration/leads', created.token)).statusCode).toBe(200);
      const revoked = await call('POST', `/api/v1/staff/integration-tokens/${created.id}/revoke`, supervisor);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(json<TIntegrationToken>(revoked).revoked_at).not.toBeNull();
      expect(json<TIntegrationToken>(revoked).last_used_at).not.toBeNull();
      // Refused from the next call on.
      expect(json(await call('GET', '/api/v1/integration/leads', created.token))).toMatchObject({ code: 'integration_token_invalid' });
      expect((await call('GET', '/api/v1/integration/leads', created.token)).statusCode).toBe(401);
      // Revoking again changes nothing and writes no line.
      expect((await call('POST', `/api/v1/staff/integration-tokens/${created.id}/revoke`, supervisor)).statusCode).toBe(200);
      expect((await call('POST', '/api/v1/staff/integration-tokens/999999/revoke', supervisor)).statusCode).toBe(404);

      const lines = await rows<{
        actor_kind: string;
        staff_id: number | null;
        customer_id: number | null;
        changes: Record<string, unknown>;
      }>(
        t.database,
        sql`select actor_kind, staff_id, customer_id, changes from trail_entries
            where action = 'integration_token_change' and subject = ${`integration token ${created.id}`} order by id`,
      );
      expect(lines).toHaveLength(2);
      expect(lines.every((l) => l.actor_kind === 'staff' && l.staff_id !== null && l.customer_id === null)).toBe(true);
      expect(lines[0]!.changes).toMatchObject({ name: { after: 'ERP de facturació' }, scopes: { after: 'leads:read queue:work' } });
      expect(lines[1]!.changes).toHaveProperty('revoked_at');
    });

    it('answers an agent 403 staff_role_required, and a customer or no token 401, on every supervisor call', async () => {
      const calls: Array<['GET' | 'POST', string, unknown?]> = [
        ['POST', '/api/v1/staff/integration-tokens', { name: 'x', scopes: ['import'] }],
        ['GET', '/api/v1/staff/integration-tokens'],
        ['POST', '/api/v1/staff/integration-tokens/1/revoke'],
        ['POST', '/api/v1/staff/webhooks', { url: 'https://erp.example/hook', events: ['case.created'] }],
        ['GET', '/api/v1/staff/webhooks'],
        ['POST', '/api/v1/staff/webhooks/1/disable'],
        ['GET', '/api/v1/staff/webhooks/1/deliveries'],
      ];
      for (const [method, url, body] of calls) {
        const res = await call(method, url, agent, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(json(res)).toMatchObject({ code: 'staff_role_required' });
        expect((await call(method, url, marta, body)).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('refuses a bad name or scopes with 400', async () => {
      for (const body of [
        { name: '', scopes: ['import'] },
        { name: 'x', scopes: [] },
        { name: 'x', scopes: ['admin'] },
        { name: 'x', scopes: ['import', 'import'] },
      ]) {
        expect((await call('POST', '/api/v1/staff/integration-tokens', supervisor, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('who may call what', () => {
    it('answers a customer token (read-only or not), a staff token, a forged one or none 401 on the integration routes', async () => {
      const forged = `pit_${'A'.repeat(43)}`;
      const readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
      for (const token of [marta, readOnly, supervisor, forged, 'garbage', undefined]) {
        const res = await call('GET', '/api/v1/integration/signatures', token);
        expect(res.statusCode, String(token)).toBe(401);
      }
    });

    it('answers an integration token 401 on a staff route and on a customer route', async () => {
      const { token } = await newToken(['leads:read', 'queue:work', 'import']);
      expect((await call('GET', '/api/v1/integration/leads', token)).statusCode).toBe(200);
      expect((await call('GET', '/api/v1/staff/cases', token)).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/staff/signatures', token)).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/staff/integration-tokens', token)).statusCode).toBe(401);
      expect((await call('GET', `/api/v2/contracts/${DEMO.active}`, token)).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/users/', token)).statusCode).toBe(401);
    });

    it('answers a token without the call’s scope 403 integration_scope_missing', async () => {
      const { token } = await newToken(['import']);
      for (const url of [
        '/api/v1/integration/leads',
        '/api/v1/integration/contracting-leads',
        '/api/v1/integration/signatures',
        '/api/v1/integration/signatures/1',
      ]) {
        const res = await call('GET', url, token);
        expect(res.statusCode, url).toBe(403);
        expect(json(res)).toMatchObject({ code: 'integration_scope_missing' });
      }
      expect((await call('POST', '/api/v1/integration/signatures/1/approve', token)).statusCode).toBe(403);
      const leadsOnly = (await newToken(['leads:read'])).token;
      expect((await call('POST', '/api/v1/integration/omip/prices', leadsOnly, { file: OMIP_HEADER })).statusCode).toBe(403);
    });

    it('counts each token’s calls: 429 past INTEGRATION_RATE_LIMIT a minute, another token unaffected', async () => {
      const { token } = await newToken(['leads:read']);
      const statuses: number[] = [];
      for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await call('GET', '/api/v1/integration/leads?limit=1', token)).statusCode);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const last = await call('GET', '/api/v1/integration/leads?limit=1', token);
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
      const other = (await newToken(['leads:read'])).token;
      expect((await call('GET', '/api/v1/integration/leads?limit=1', other)).statusCode).toBe(200);
    });

    it('lists both kinds of leads and imports OMIP prices with the right scopes', async () => {
      const { token } = await newToken(['leads:read', 'import']);
      const leads = await call('GET', '/api/v1/integration/leads?kind=power_calculator&offset=0&limit=5', token);
      expect(leads.statusCode, leads.body).toBe(200);
      expect(json(leads)).toMatchObject({ offset: 0, limit: 5 });
      expect((await call('GET', '/api/v1/integration/leads?kind=nope', token)).statusCode).toBe(400);
      const contracting = await call('GET', '/api/v1/integration/contracting-leads?state=abandoned', token);
      expect(contracting.statusCode, contracting.body).toBe(200);
      const file = `${OMIP_HEADER}\n2026-11-27;FTB M Dec-26;744;78,25;78,55;78,40;78,10;78,40;1250\n`;
      const imported = await call('POST', '/api/v1/integration/omip/prices', token, { file });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(json(imported)).toMatchObject({ stored: 1, rejected: 0 });
      const unreadable = await call('POST', '/api/v1/integration/omip/prices', token, { file: 'not;an;omip;file' });
      expect(unreadable.statusCode).toBe(400);
      expect(json(unreadable)).toMatchObject({ code: 'omip_file_unreadable' });
    });

    it('shows the integration calls in the OpenAPI document under their tag and their own security scheme', async () => {
      const doc = json<{
        components: { securitySchemes: Record<string, unknown> };
        paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
      }>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
      expect(doc.components.securitySchemes.integrationBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      for (const [path, method] of [
        ['/api/v1/integration/leads', 'get'],
        ['/api/v1/integration/signatures/{id}/approve', 'post'],
        ['/api/v1/integration/omip/prices', 'post'],
      ] as const) {
        expect(doc.paths[path]?.[method]?.security, path).toEqual([{ integrationBearer: [] }]);
        expect(doc.paths[path]?.[method]?.tags, path).toEqual(['integration']);
      }
      expect(doc.paths['/api/v1/staff/integration-tokens']?.post?.security).toEqual([{ staffBearer: [] }]);
    });
  });

  describe('the queue of signed requests', () => {
    let worker: TIntegrationTokenCreated;
    beforeAll(async () => {
      worker = await newToken(['queue:work'], 'ERP');
    });
    beforeEach(() => withdrawPendingChanges(t.database));

    it('is pulled, and an approval posted by the integration changes the contract and is the integration’s in the trail', async () => {
      const { id, iban } = await signedIbanChange();
      const queue = await call('GET', '/api/v1/integration/signatures?state=signed', worker.token);
      expect(queue.statusCode, queue.body).toBe(200);
      expect(json<TStaffSigningQueueResponse>(queue).items.map((i) => i.id)).toContain(id);
      const detail = await call('GET', `/api/v1/integration/signatures/${id}`, worker.token);
      expect(detail.statusCode).toBe(200);
      expect(json(detail)).toMatchObject({ id, state: 'signed', evidence: { channel: 'email' } });

      const approved = await call('POST', `/api/v1/integration/signatures/${id}/approve`, worker.token);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(json(approved)).toMatchObject({ id, state: 'applied' });
      expect(
        await scalar<string>(
          t.database,
          sql`select b.iban from contracts c join bank_accounts b on b.id = c.bank_account_id where c.name = ${DEMO.active}`,
        ),
      ).toBe(iban);
      expect(await scalar<number | null>(t.database, sql`select decided_by from signing_requests where id = ${id}`)).toBeNull();
      const [line] = await rows<{ actor_kind: string; integration_id: string; staff_id: number | null; user_agent: string }>(
        t.database,
        sql`select actor_kind, integration_id, staff_id, user_agent from trail_entries where action = 'change_approved' order by id desc limit 1`,
      );
      expect(line).toEqual({
        actor_kind: 'integration',
        integration_id: `token ${worker.id} (ERP)`,
        staff_id: null,
        user_agent: 'ERP/2.1',
      });
    });

    it('lets one of two approvals at once win; the other gets 409 signing_not_signed', async () => {
      const { id } = await signedIbanChange();
      const answers = await Promise.all([
        call('POST', `/api/v1/integration/signatures/${id}/approve`, worker.token),
        call('POST', `/api/v1/integration/signatures/${id}/approve`, worker.token),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(json(answers.find((a) => a.statusCode === 409)!)).toMatchObject({ code: 'signing_not_signed' });
      expect(
        await scalar<number>(
          t.database,
          sql`select count(*)::int from trail_entries where action = 'change_approved' and changes->'signing_id'->>'after' = ${String(id)}`,
        ),
      ).toBe(1);
    });

    it('rejects with a reason, as the integration; 404 for an unknown request, 400 without a reason', async () => {
      const { id } = await signedIbanChange();
      expect((await call('POST', `/api/v1/integration/signatures/${id}/reject`, worker.token, {})).statusCode).toBe(400);
      const rejected = await call('POST', `/api/v1/integration/signatures/${id}/reject`, worker.token, {
        reason: 'El titular no coincideix',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(json(rejected)).toMatchObject({ state: 'rejected', reason: 'El titular no coincideix' });
      const [line] = await rows<{ actor_kind: string }>(
        t.database,
        sql`select actor_kind from trail_entries where action = 'change_rejected' order by id desc limit 1`,
      );
      expect(line?.actor_kind).toBe('integration');
      expect((await call('POST', '/api/v1/integration/signatures/999999/approve', worker.token)).statusCode).toBe(404);
    });
  });

  describe('webhooks', () => {
    let all: TWebhookCreated;
    const verify = (hook: ReceivedWebhook, secret: string) => {
      const id = String(hook.headers['webhook-id']);
      const timestamp = String(hook.headers['webhook-timestamp']);
      const expected = createHmac('sha256', secret).update(`${id}.${timestamp}.${hook.body}`).digest('hex');
      expect(hook.headers['webhook-signature']).toBe(`v1=${expected}`);
      expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
      const payload = JSON.parse(hook.body) as TWebhookPayload;
      expect(payload.id).toBe(id);
      return payload;
    };
    const ofType = (type: string, match: (data: Record<string, unknown>) => boolean) => (hook: ReceivedWebhook) => {
      const payload = JSON.parse(hook.body) as TWebhookPayload;
      return payload.type === type && match(payload.data);
    };
    const submitLead = async () => {
      const ticket = json<{ ticket: string }>(await t.app.inject({ method: 'GET', url: '/api/v1/leads/ticket' })).ticket;
      const form = multipart({
        ticket,
        name: 'Laia',
        surname1: 'Puig',
        surname2: 'Serra',
        email: `laia.${Date.now()}@example.com`,
        telephone: '+34 612 345 678',
        contactHours: '15-19h',
        consent: 'true',
        cups: 'ES0987543210987654ZF',
        area: '80',
        numPersones: '3',
        cofSimul: '0.4',
        optimalPower: '4.55',
        appliances: JSON.stringify([{ name: 'oven', enabled: true, totalPower: 2 }]),
      });
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/leads/potencia', headers: form.headers, payload: form.payload });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ lead_id: number }>(res).lead_id;
    };
    const fileClaim = async () => {
      const res = await call('POST', `/api/v1/contracts/${DEMO.active}/atc/`, marta, {
        contract: DEMO.active,
        tipus: '1',
        subtipus: '001',
        comments: 'La lectura no és correcta',
      });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ result: { case_number: string } }>(res).result.case_number;
    };

    beforeAll(async () => {
      all = await newWebhook('/all', [...WEBHOOK_EVENT_TYPES]);
    });

    it('refuses an address that is not https (http to this machine only when allowed) with 400', async () => {
      for (const url of ['http://erp.example/hook', 'ftp://erp.example/hook', 'https://user:pass@erp.example/hook', 'not a url']) {
        const res = await call('POST', '/api/v1/staff/webhooks', supervisor, { url, events: ['case.created'] });
        expect(res.statusCode, url).toBe(400);
      }
      expect(
        json(await call('POST', '/api/v1/staff/webhooks', supervisor, { url: 'http://erp.example/', events: ['case.created'] })),
      ).toMatchObject({
        code: 'webhook_url_not_allowed',
      });
      expect((await call('POST', '/api/v1/staff/webhooks', supervisor, { url: 'https://erp.example/', events: ['nope'] })).statusCode).toBe(
        400,
      );
    });

    it('sends an event of each kind, signed with the endpoint’s secret, the secret shown once and never listed', async () => {
      expect(all.secret).toMatch(/^whsec_/);
      const listed = await call('GET', '/api/v1/staff/webhooks', supervisor);
      expect(listed.statusCode).toBe(200);
      expect(listed.body).not.toContain(all.secret);
      expect(
        await scalar<number>(t.database, sql`select count(*)::int from webhook_endpoints where sealed_secret like ${`%${all.secret}%`}`),
      ).toBe(0);

      const leadId = await submitLead();
      const lead = verify(
        await receiver.waitFor(
          '/all',
          ofType('lead.created', (d) => d.lead_id === leadId),
        ),
        all.secret,
      );
      expect(lead.data).toEqual({ lead_id: leadId, kind: 'power_calculator' });

      // A contracting wizard's lead, told at its first step.
      const started = await contractingClient(() => t).post(browser(), {
        type: 'electricity',
        step: 1,
        installation: wizard(await contractingRefs(t), nif(31_500_001)).installation,
      });
      expect(started.statusCode, started.body).toBe(200);
      const wizardLeadId = started.json<{ lead_id: number }>().lead_id;
      const wizardLead = verify(
        await receiver.waitFor(
          '/all',
          ofType('contracting_lead.created', (d) => d.lead_id === wizardLeadId),
        ),
        all.secret,
      );
      expect(wizardLead.data).toEqual({ lead_id: wizardLeadId, type: 'electricity' });

      const number = await fileClaim();
      const claim = verify(
        await receiver.waitFor(
          '/all',
          ofType('case.created', (d) => d.number === number),
        ),
        all.secret,
      );
      expect(claim.data).toMatchObject({ number, kind: 'atc_claim', contract_id: expect.any(Number), customer_id: expect.any(Number) });

      const { id: signingId } = await signedIbanChange();
      const signed = verify(
        await receiver.waitFor(
          '/all',
          ofType('signing.signed', (d) => d.signing_id === signingId),
        ),
        all.secret,
      );
      expect(signed.data).toMatchObject({ signing_id: signingId, kind: 'iban', contract_name: DEMO.active });
      await withdrawPendingChanges(t.database);

      const invoiceId = await payableInvoice(t);
      const paid = await payWithCard(t, marta, invoiceId);
      expect(paid.status).toBe('success');
      const payment = verify(
        await receiver.waitFor(
          '/all',
          ofType('payment.succeeded', (d) => d.invoice_id === invoiceId),
        ),
        all.secret,
      );
      expect(payment.data).toMatchObject({ invoice_id: invoiceId, currency: 'EUR', amount_cents: expect.any(Number) });
      // Ids and the few fields an ERP needs: no name, address, IBAN or e-mail.
      for (const body of [lead, wizardLead, claim, signed, payment].map((p) => JSON.stringify(p)))
        expect(body).not.toMatch(/@|ES\d{2}|Marta/);
    });

    it('retries a delivery the receiver answered 500 to, with the same id and body, and logs both attempts', async () => {
      receiver.answer('/flaky', [500]);
      const flaky = await newWebhook('/flaky', ['lead.created']);
      const leadId = await submitLead();
      const isThisLead = ofType('lead.created', (d) => d.lead_id === leadId);
      await receiver.waitFor(
        '/flaky',
        (r) => isThisLead(r) && receiver.received.filter((x) => x.path === '/flaky' && isThisLead(x)).length >= 2,
      );
      const both = receiver.received.filter((r) => r.path === '/flaky' && isThisLead(r));
      expect(both).toHaveLength(2);
      expect(both[1]!.body).toBe(both[0]!.body);
      expect(both[1]!.headers['webhook-id']).toBe(both[0]!.headers['webhook-id']);
      verify(both[1]!, flaky.secret);

      let log: TWebhookAttemptsResponse | undefined;
      for (let waited = 0; waited < 5000 && log?.items[0]?.delivery_state !== 'delivered'; waited += 50) {
        log = json<TWebhookAttemptsResponse>(await call('GET', `/api/v1/staff/webhooks/${flaky.id}/deliveries`, supervisor));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(log!.total).toBe(2);
      expect(log!.items.map((a) => [a.attempt, a.status_code, a.event, a.delivery_state])).toEqual([
        [2, 200, 'lead.created', 'delivered'],
        [1, 500, 'lead.created', 'delivered'],
      ]);
      expect((await call('GET', '/api/v1/staff/webhooks/999999/deliveries', supervisor)).statusCode).toBe(404);
    });

    it('gives a delivery up after the last retry, every attempt logged', async () => {
      receiver.answer('/down', [503, 503, 503, 503]);
      const down = await newWebhook('/down', ['case.created']);
      await fileClaim();
      let log: TWebhookAttemptsResponse | undefined;
      for (let waited = 0; waited < 5000 && log?.items[0]?.delivery_state !== 'failed'; waited += 50) {
        log = json<TWebhookAttemptsResponse>(await call('GET', `/api/v1/staff/webhooks/${down.id}/deliveries`, supervisor));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // One attempt and the two retries of the schedule, then given up.
      expect(log!.items.map((a) => [a.attempt, a.status_code, a.delivery_state])).toEqual([
        [3, 503, 'failed'],
        [2, 503, 'failed'],
        [1, 503, 'failed'],
      ]);
    });

    it('sends nothing to a disabled endpoint', async () => {
      const off = await newWebhook('/off', ['case.created']);
      const disabled = await call('POST', `/api/v1/staff/webhooks/${off.id}/disable`, supervisor);
      expect(disabled.statusCode, disabled.body).toBe(200);
      expect(json(disabled)).toMatchObject({ id: off.id, disabled_at: expect.any(String) });
      const number = await fileClaim();
      // The enabled endpoint got this case: the disabled one had the same chance.
      await receiver.waitFor(
        '/all',
        ofType('case.created', (d) => d.number === number),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.received.filter((r) => r.path === '/off')).toEqual([]);
      expect(await scalar<number>(t.database, sql`select count(*)::int from webhook_deliveries where endpoint_id = ${off.id}`)).toBe(0);
      const lines = await scalar<number>(
        t.database,
        sql`select count(*)::int from trail_entries where action = 'webhook_change' and subject = ${`webhook ${off.id}`}`,
      );
      expect(lines).toBe(2);
    });

    it('sends each delivery once when two instances dispatch at the same moment', async () => {
      const multi = await newWebhook('/multi', ['lead.created']);
      const config = t.config.integration;
      const tokenSecret = new TextEncoder().encode(TEST_SECRET);
      const [a, b] = [1, 2].map(() => integrationModule({ db: t.database.db, config, tokenSecret, log: t.app.log }));
      await t.database.db.transaction(async (tx) => {
        for (let i = 0; i < 24; i++)
          await a!.events.emit(tx, { type: 'lead.created', data: { lead_id: 1_900_000_000 + i, kind: 'power_calculator' } });
      });
      // The app's own dispatcher sweeps too: three claimers in all.
      await Promise.all([a!.dispatcher.runOnce(), b!.dispatcher.runOnce(), a!.dispatcher.runOnce(), b!.dispatcher.runOnce()]);
      const onMulti = () => receiver.received.filter((r) => r.path === '/multi');
      for (let waited = 0; waited < 5000 && onMulti().length < 24; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = onMulti().map((r) => String(r.headers['webhook-id']));
      expect(ids).toHaveLength(24);
      expect(new Set(ids).size).toBe(24);
      for (const hook of onMulti()) verify(hook, multi.secret);
    });

    it('writes no delivery when the event’s transaction rolls back, and one when it commits', async () => {
      const other = integrationModule({
        db: t.database.db,
        config: t.config.integration,
        tokenSecret: new TextEncoder().encode(TEST_SECRET),
        log: t.app.log,
      });
      const event = { type: 'lead.created', data: { lead_id: 2_000_000_001, kind: 'power_calculator' } } as const;
      const count = () =>
        scalar<number>(
          t.database,
          sql`select count(*)::int from webhook_deliveries where body like '%2000000001%' and endpoint_id = ${all.id}`,
        );
      await expect(
        t.database.db.transaction(async (tx) => {
          await other.events.emit(tx, event);
          throw new Error('the action failed');
        }),
      ).rejects.toThrow('the action failed');
      expect(await count()).toBe(0);
      await t.database.db.transaction((tx) => other.events.emit(tx, event));
      expect(await count()).toBe(1);
    });
  });
});
