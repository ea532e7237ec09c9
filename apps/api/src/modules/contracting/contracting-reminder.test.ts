import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { runStaffCli } from '../../staff-cli/staff-cli.ts';
import { memoryTokenStore } from '../../staff-cli/token-store.ts';
import {
  browser,
  type ContractingRefs,
  contractingClient,
  contractingRefs,
  createContractingTestApp,
  nif,
  storedLead,
  wizard,
} from '../../test/contracting-test-support.ts';
import { rows } from '../../test/contracts-test-support.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';

interface OutboxMail {
  to_address: string;
  language: string;
  subject: string;
  html: string;
  text: string;
}

describe('abandoned contracting leads: the one reminder, its link, and what staff see (docs/contracting.md)', () => {
  let t: TestApp;
  let refs: ContractingRefs;
  let staff: string;
  const client = contractingClient(() => t);
  let holder = 32_000_000;

  const reminders = () =>
    rows<OutboxMail>(
      t.database,
      sql`select to_address, language, subject, html, text from mail_outbox where template_key = 'contracting_reminder' order by id`,
    );
  const remind = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/contracting-leads/reminders', headers: bearer(staff) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reminded as number;
  };
  /** A lead at the person step, in `language`; `abandoned`: untouched for a day and more. */
  const lead = async (options: { abandoned: boolean; leadsConsent?: boolean; language?: string }) => {
    const b = browser();
    const sections = wizard(refs, nif(++holder), { leadsConsent: options.leadsConsent ?? true });
    const headers = { 'accept-language': options.language ?? 'ca-ES' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers,
      payload: { type: 'dual', step: 1, installation: sections.installation },
      remoteAddress: b.ip,
    });
    expect(first.statusCode, first.body).toBe(200);
    for (const cookie of first.cookies) b.cookies.set(cookie.name, cookie.value);
    const lead_id = first.json().lead_id as number;
    const res = await client.post(b, { lead_id, type: 'dual', step: 2, person: sections.person });
    expect(res.statusCode, res.body).toBe(200);
    if (options.language)
      await t.database.db.execute(sql`update contracting_leads set language = ${options.language} where id = ${lead_id}`);
    if (options.abandoned)
      await t.database.db.execute(sql`update contracting_leads set updated_at = now() - interval '25 hours' where id = ${lead_id}`);
    return { b, lead_id, sections };
  };

  beforeAll(async () => {
    t = await createContractingTestApp();
    refs = await contractingRefs(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    staff = login.json().token;
    // Leads other test files left in the template are none: this file counts from an empty table.
    expect(await rows(t.database, sql`select id from contracting_leads`)).toEqual([]);
  });
  afterAll(() => t?.close());

  describe('the reminder', () => {
    let abandoned: Awaited<ReturnType<typeof lead>>;
    beforeAll(async () => {
      abandoned = await lead({ abandoned: true, language: 'es-ES' });
      await lead({ abandoned: false });
      await t.app.portal.settings.patch('private', { contractation: { rules: { leadsConsentRequired: false } } } as never);
      await lead({ abandoned: true, leadsConsent: false });
      await t.app.portal.settings.patch('private', { contractation: { rules: { leadsConsentRequired: true } } } as never);
    });

    it('goes once, only to the abandoned lead whose visitor consented, in its language, with a link to its wizard', async () => {
      expect(await remind()).toBe(1);
      expect(await remind()).toBe(0);
      const mails = await reminders();
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ to_address: abandoned.sections.person.email, language: 'es-ES', subject: 'Continúa tu contratación' });
      expect(mail?.text).toMatch(/\/nuevo-cliente-dual\?resume=v1\./);
      // Nothing the visitor typed is quoted.
      expect(mail?.html).not.toContain('Laia');
      expect((await storedLead(t, abandoned.lead_id))?.reminder_sent_at).not.toBeNull();
    });

    it('takes the lead up once from its link: the new browser gets the cookie, the old key and the link stop working', async () => {
      const [mail] = await reminders();
      const token = decodeURIComponent(/resume=([^\s"&<]+)/.exec(mail?.text ?? '')?.[1] ?? '');
      const elsewhere = browser();
      const res = await client.post(elsewhere, { token }, '/api/v1/leads/resume');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ lead_id: abandoned.lead_id, type: 'dual' });
      expect(res.cookies[0]).toMatchObject({ name: 'contracting_lead_dual', httpOnly: true, path: '/api' });
      const draft = await client.get(elsewhere, '/api/v1/leads/draft?type=dual');
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json()).toMatchObject({ lead_id: abandoned.lead_id, step: 2, person: { vat: abandoned.sections.person.vat } });
      expect(draft.json().person.nifFaceup).toEqual([{ id: expect.any(Number), name: 'dni.pdf' }]);
      expect((await client.get(abandoned.b, '/api/v1/leads/draft?type=dual')).statusCode).toBe(404);
      const twice = await client.post(browser(), { token }, '/api/v1/leads/resume');
      expect(twice.statusCode).toBe(404);
      expect(twice.json().code).toBe('resume_link_invalid');
      const forged = await client.post(browser(), { token: `${token.slice(0, -4)}AAAA` }, '/api/v1/leads/resume');
      expect(forged.statusCode).toBe(404);
      // Taken up, the lead continues from the new browser.
      const next = await client.post(elsewhere, {
        lead_id: abandoned.lead_id,
        type: 'dual',
        step: 3,
        contract: abandoned.sections.contract,
      });
      expect(next.statusCode, next.body).toBe(200);
    });
  });

  describe('what staff see', () => {
    it('lists the leads with their step, holder, dates and state, by state and type', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/contracting-leads?state=abandoned', headers: bearer(staff) });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json();
      expect(list.items.length).toBeGreaterThanOrEqual(1);
      for (const item of list.items)
        expect(item).toMatchObject({ state: 'abandoned', type: 'dual', step: 2, confirmed_at: null, contracts: [] });
      const all = await t.app.inject({ method: 'GET', url: '/api/v1/staff/contracting-leads?type=dual', headers: bearer(staff) });
      expect(all.json().total).toBeGreaterThanOrEqual(3);
      expect(all.json().items[0]).toHaveProperty('vat');
      const customer = await t.app.inject({
        method: 'GET',
        url: '/api/v1/staff/contracting-leads',
        headers: bearer(await t.login('12345678Z')),
      });
      expect(customer.statusCode).toBe(401);
    });

    it('shows a confirmed lead with its contracts', async () => {
      const b = browser();
      const sections = wizard(refs, nif(++holder));
      const lead_id = await client.upToPayment(b, 'electricity', sections);
      const confirmed = await client.post(b, { lead_id, type: 'electricity', step: 5, confirmation: sections.confirmation });
      const names = confirmed.json().confirm.result.contracts.map((c: { name: string }) => c.name);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/contracting-leads?state=confirmed', headers: bearer(staff) });
      expect(res.json().items).toEqual([
        expect.objectContaining({ id: lead_id, state: 'confirmed', step: 5, contracts: names, vat: sections.person.vat }),
      ]);
    });

    describe('npm run staff -- leads contracting | remind', () => {
      let url: string;
      let dir: string;
      const cli = async (...argv: string[]) => {
        const out: string[] = [];
        const err: string[] = [];
        const code = await runStaffCli(argv, {
          env: { PORTAL_URL: url, STAFF_EMAIL: DEMO_STAFF.email, STAFF_PASSWORD: DEMO_STAFF.password },
          out: (text) => out.push(text),
          err: (text) => err.push(text),
          tokens: memoryTokenStore(),
        });
        return { code, out: out.join('\n'), err: err.join('\n') };
      };
      beforeAll(async () => {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
        dir = await mkdtemp(path.join(tmpdir(), 'contracting-cli-'));
      });
      afterAll(() => rm(dir, { recursive: true, force: true }));

      it('lists them', async () => {
        const { code, out } = await cli('leads', 'contracting', '--state', 'confirmed');
        expect(code).toBe(0);
        expect(out).toMatch(/^ID\s+TYPE\s+STEP\s+STATE/);
        expect(out).toContain('electricity  5/5   confirmed');
        expect((await cli('leads', 'contracting', '--state', 'lost')).code).toBe(2);
      });

      it('reminds the abandoned ones now', async () => {
        await lead({ abandoned: true });
        expect(await cli('leads', 'remind')).toMatchObject({ code: 0, out: '1 abandoned lead reminded.' });
        expect(await cli('leads', 'remind')).toMatchObject({ code: 0, out: '0 abandoned leads reminded.' });
      });
    });
  });
});
