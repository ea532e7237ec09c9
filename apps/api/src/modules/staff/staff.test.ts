import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { DEMO_STAFF } from '../../seed/index.ts';
import { DEMO, type FilePart, multipart, rows, scalar } from '../../test/contracts-test-support.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import type { SmtpTestServer } from '../../test/smtp-test-server.ts';
import { bearer, json, type TestApp } from '../../test/test-app.ts';

const PUBLIC_URL = 'https://portal.example';
const PDF: FilePart = {
  field: 'attachment',
  filename: 'lectura.pdf',
  contentType: 'application/pdf',
  bytes: simplePdf('Lectura', ['P1: 1234 kWh']),
};

type Detail = {
  number: string;
  outcome: string;
  open: boolean;
  awaiting_staff: boolean;
  last_activity: string;
  messages: Array<{ id: number; author_kind: string; author: string; body: string; attachments: Array<{ id: number; filename: string }> }>;
};
type Change = { case: Detail; customer_notified: boolean };
type List = {
  n_items: number;
  offset: number;
  limit: number;
  items: Array<Detail & { customer: { tax_id: string | null }; contract: string | null; subject: string; kind: string }>;
};

describe('the staff API (docs/staff.md)', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let staff: string;
  let marta: string;
  let company: string;

  const claim = async (token: string, contract: string, comments: string, files: FilePart[] = []) => {
    const form = multipart({ contract, tipus: '1', subtipus: '001', comments }, files);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contracts/${contract}/atc/`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ result: { case_number: string } }>(res).result.case_number;
  };
  const staffCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = staff) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload !== undefined ? { payload: payload as object } : {}) });
  const staffLogin = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { email, password } });
  const mailsSoFar = () => smtp.received.length;
  /**
   * The first mail received after `sent` whose subject is `subject`, with its recipients: the
   * claim a test files is acknowledged by mail too, and that mail may arrive at any moment.
   */
  const mailAfter = async (sent: number, subject: string) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const index = smtp.received.findIndex((mail, i) => i >= sent && mail.subject === subject);
      if (index >= 0) return { mail: smtp.received[index]!, to: smtp.envelopes[index]! };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail "${subject}" after the ${sent} before it`);
  };

  beforeAll(async () => {
    ({ t, smtp } = await createSmtpTestApp({ config: { publicUrl: PUBLIC_URL } }));
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
    const res = await staffLogin(DEMO_STAFF.email, DEMO_STAFF.password);
    expect(res.statusCode, res.body).toBe(200);
    staff = json<{ token: string }>(res).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('signing in', () => {
    it('answers a staff token, the label and the role for the demo account, whatever the case of the address', async () => {
      const res = await staffLogin(DEMO_STAFF.email.toUpperCase(), DEMO_STAFF.password);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toMatchObject({ label: 'Atenció al client', role: 'supervisor', expires_in: 36_000 });
      expect(json<{ token: string }>(res).token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });

    it('refuses a wrong password and an unknown address with the same 401', async () => {
      const wrong = await staffLogin(DEMO_STAFF.email, 'not-the-password');
      const unknown = await staffLogin('nobody@demo.example', DEMO_STAFF.password);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(json(wrong)).toEqual(json(unknown));
      expect(json(wrong)).toEqual({ code: 'invalid_credentials', message: 'login_credentials_incorrect' });
    });

    it('answers 400 with field errors for a body without a valid address or password', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/staff/login', payload: { email: 'not an address' } });
      expect(res.statusCode).toBe(400);
      const errors = json<{ errors: Record<string, string[]> }>(res).errors;
      expect(errors.email).toEqual(['email_not_valid']);
      expect(errors.password).toEqual(['required_field']);
    });

    it('throttles guessing like the customers’ login (429 after LOGIN_RATE_LIMIT attempts of one address)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < t.config.loginRateLimit + 1; i++)
        statuses.push((await staffLogin('guessed@demo.example', `wrong-${i}`)).statusCode);
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('a disabled account signs in no more, and its tokens stop working at once', async () => {
      await t.database.db.execute(
        sql`insert into staff_accounts (email, label, password_hash) select 'temp@demo.example', 'Temporal', password_hash from staff_accounts where email = ${DEMO_STAFF.email}`,
      );
      const token = json<{ token: string }>(await staffLogin('temp@demo.example', DEMO_STAFF.password)).token;
      expect((await staffCall('GET', '/api/v1/staff/cases', undefined, token)).statusCode).toBe(200);
      await t.database.db.execute(sql`update staff_accounts set active = false where email = 'temp@demo.example'`);
      const refused = await staffCall('GET', '/api/v1/staff/cases', undefined, token);
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toMatchObject({ code: 'staff_account_disabled' });
      expect((await staffLogin('temp@demo.example', DEMO_STAFF.password)).statusCode).toBe(401);
    });
  });

  describe('staff and customer tokens are kept apart', () => {
    let number: string;
    let routes: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }>;
    beforeAll(async () => {
      number = await claim(marta, DEMO.active, 'Tokens apart', [PDF]);
      const detail = json<Detail>(await staffCall('GET', `/api/v1/staff/cases/${number}`));
      const fileId = detail.messages[0]?.attachments[0]?.id;
      routes = [
        { method: 'GET', url: '/api/v1/staff/cases' },
        { method: 'GET', url: `/api/v1/staff/cases/${number}` },
        { method: 'GET', url: `/api/v1/staff/cases/${number}/attachments/${fileId}` },
        { method: 'POST', url: `/api/v1/staff/cases/${number}/messages`, payload: { body: 'Intrús' } },
        { method: 'PUT', url: `/api/v1/staff/cases/${number}/outcome`, payload: { outcome: 'accepted' } },
      ];
    });

    it('every staff route refuses no token, a customer’s token and a customer’s read-only token (401), and changes nothing', async () => {
      const readOnly = await t.app.portal.auth.issueReadOnlyToken(DEMO.marta);
      expect(readOnly).toBeDefined();
      const before = await scalar<number>(t.database, sql`select count(*)::int from case_messages`);
      for (const route of routes) {
        const none = await t.app.inject({
          method: route.method,
          url: route.url,
          ...(route.payload ? { payload: route.payload as object } : {}),
        });
        expect(none.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
        for (const token of [marta, readOnly as string]) {
          const res = await staffCall(route.method, route.url, route.payload, token);
          expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
          expect(json(res)).toMatchObject({ code: 'staff_token_invalid', message: 'token_invalid' });
        }
        // The customer web's cookie does not count either.
        const cookie = await t.app.inject({ method: route.method, url: route.url, cookies: { token: marta } });
        expect(cookie.statusCode).toBe(401);
      }
      expect(await scalar<number>(t.database, sql`select count(*)::int from case_messages`)).toBe(before);
      expect(json<Detail>(await staffCall('GET', `/api/v1/staff/cases/${number}`)).outcome).toBe('in_process');
    });

    it('a staff token opens none of the customer routes', async () => {
      for (const url of ['/api/v1/users/', '/api/v2/contracts?type=electricity', '/api/v1/atc/tipus', '/api/v1/invoices/']) {
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(staff) });
        expect(res.statusCode, url).toBe(401);
      }
      const form = multipart({ contract: DEMO.active, tipus: '1', subtipus: '001', comments: 'staff?' });
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/v1/contracts/${DEMO.active}/atc/`,
        headers: { ...bearer(staff), ...form.headers },
        payload: form.payload,
      });
      expect(post.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/is_token_valid', payload: { token: staff } })).json()).toEqual({
        token_is_valid: false,
      });
      // Nor can it be exchanged for a customer token.
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/refresh', headers: bearer(staff) })).statusCode).toBe(401);
    });

    it('a forged staff token (signed with the customers’ key, staff claims) is refused', async () => {
      const { SignJWT } = await import('jose');
      const forged = await new SignJWT({ kind: 'staff' })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('portal-staff')
        .setSubject('1')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(t.config.tokenSecret));
      expect((await staffCall('GET', '/api/v1/staff/cases', undefined, forged)).statusCode).toBe(401);
    });
  });

  describe('listing and reading cases', () => {
    let first: string;
    let second: string;
    beforeAll(async () => {
      first = await claim(marta, DEMO.active, 'La factura de setembre em cobra dues vegades el terme de potència.');
      second = await claim(company, DEMO.sixPeriods, 'Potència facturada incorrecta', [PDF]);
    });

    it('lists open cases, oldest last activity first, with the customer, the contract and who spoke last', async () => {
      const res = await staffCall('GET', '/api/v1/staff/cases?status=open&limit=100');
      expect(res.statusCode, res.body).toBe(200);
      const list = json<List>(res);
      const numbers = list.items.map((i) => i.number);
      expect(numbers.indexOf(first)).toBeLessThan(numbers.indexOf(second));
      const item = list.items.find((i) => i.number === first);
      expect(item).toMatchObject({
        kind: 'atc_claim',
        customer: { name: 'Marta Puig Serra', tax_id: DEMO.marta, email: null, mobile: null },
        contract: DEMO.active,
        subject: 'La factura de setembre em cobra dues vegades el terme de potència.',
        outcome: 'in_process',
        open: true,
        awaiting_staff: true,
      });
      const activity = list.items.map((i) => i.last_activity);
      expect([...activity].sort()).toEqual(activity);
      expect(list.n_items).toBe(
        await scalar<number>(t.database, sql`select count(*)::int from cases where outcome not in ('accepted', 'denied')`),
      );
    });

    it('is kept by no cache, and OpenAPI documents the calls under the staff token scheme', async () => {
      expect((await staffCall('GET', '/api/v1/staff/cases')).headers['cache-control']).toBe('no-store');
      expect((await staffCall('GET', `/api/v1/staff/cases/${first}`)).headers['cache-control']).toBe('no-store');
      const doc = json<{
        paths: Record<string, Record<string, { security?: unknown }>>;
        components: { securitySchemes: Record<string, unknown> };
      }>(await t.app.inject({ method: 'GET', url: '/api/docs/json' }));
      expect(doc.components.securitySchemes.staffBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(doc.paths['/api/v1/staff/cases']?.get?.security).toEqual([{ staffBearer: [] }]);
      expect(doc.paths['/api/v1/staff/cases/{number}/outcome']?.put?.security).toEqual([{ staffBearer: [] }]);
      expect(doc.paths['/api/v1/staff/login']?.post?.security).toBeUndefined();
    });

    it('pages: offset and limit, with the total', async () => {
      const all = json<List>(await staffCall('GET', '/api/v1/staff/cases?limit=100'));
      const page = json<List>(await staffCall('GET', '/api/v1/staff/cases?offset=1&limit=1'));
      expect(page).toMatchObject({ n_items: all.n_items, offset: 1, limit: 1 });
      expect(page.items.map((i) => i.number)).toEqual([all.items[1]?.number]);
    });

    it('answers 400 with field errors for a bad status, offset or limit', async () => {
      for (const [query, field] of [
        ['status=pending', 'status'],
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['offset=-1', 'offset'],
        ['offset=abc', 'offset'],
      ] as const) {
        const res = await staffCall('GET', `/api/v1/staff/cases?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors), query).toContain(field);
      }
    });

    it('reads a case with its conversation and files, and serves a file’s bytes', async () => {
      const res = await staffCall('GET', `/api/v1/staff/cases/${second}`);
      expect(res.statusCode, res.body).toBe(200);
      const detail = json<Detail & { description: string; atc_type: string; atc_subtype: string }>(res);
      expect(detail).toMatchObject({
        number: second,
        description: 'Potència facturada incorrecta',
        atc_type: 'billing',
        atc_subtype: '001',
      });
      expect(detail.messages).toHaveLength(1);
      expect(detail.messages[0]).toMatchObject({
        author_kind: 'customer',
        author: 'Fusteria Vallès SL',
        body: 'Potència facturada incorrecta',
      });
      const file = detail.messages[0]?.attachments[0];
      expect(file).toMatchObject({ filename: 'lectura.pdf', mime_type: 'application/pdf', size: PDF.bytes.length });
      const download = await staffCall('GET', `/api/v1/staff/cases/${second}/attachments/${file?.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('lectura.pdf');
      expect(download.rawPayload.equals(PDF.bytes)).toBe(true);
      // A file of another case, or none, is 404.
      expect((await staffCall('GET', `/api/v1/staff/cases/${first}/attachments/${file?.id}`)).statusCode).toBe(404);
      expect((await staffCall('GET', `/api/v1/staff/cases/${second}/attachments/999999`)).statusCode).toBe(404);
      expect((await staffCall('GET', `/api/v1/staff/cases/${second}/attachments/0`)).statusCode).toBe(400);
    });

    it('answers 404 case_not_found for an unknown number and 400 for a malformed one', async () => {
      const unknown = await staffCall('GET', '/api/v1/staff/cases/ATC-2026-999999');
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ code: 'case_not_found', message: 'case_not_found' });
      const malformed = await staffCall('GET', `/api/v1/staff/cases/${encodeURIComponent("1' or 1=1")}`);
      expect(malformed.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string[]> }>(malformed).errors.number).toEqual(['field_invalid']);
    });
  });

  describe('replying and changing the outcome, with the customer’s mail', () => {
    let number: string;
    beforeEach(async () => {
      number = await claim(marta, DEMO.active, 'Em podeu revisar la lectura?');
    });

    it('a reply is a staff message with the account’s label, moves the last activity, and mails the customer in their language', async () => {
      const before = json<Detail>(await staffCall('GET', `/api/v1/staff/cases/${number}`));
      const sent = mailsSoFar();
      const reply = 'Hem revisat la lectura: és correcta.\nUs adjuntem el detall a la factura.';
      const res = await staffCall('POST', `/api/v1/staff/cases/${number}/messages`, { body: `  ${reply}  ` });
      expect(res.statusCode, res.body).toBe(200);
      const change = json<Change>(res);
      expect(change.customer_notified).toBe(true);
      expect(change.case.awaiting_staff).toBe(false);
      expect(change.case.last_activity > before.last_activity).toBe(true);
      expect(change.case.messages.at(-1)).toMatchObject({ author_kind: 'staff', author: 'Atenció al client', body: reply });
      const [row] = await rows(
        t.database,
        sql`select m.author_kind, m.staff_label, m.user_id, m.body from case_messages m join cases c on c.id = m.case_id
             where c.number = ${number} order by m.id desc limit 1`,
      );
      expect(row).toEqual({ author_kind: 'staff', staff_label: 'Atenció al client', user_id: null, body: reply });

      const { mail, to } = await mailAfter(sent, `Resposta a la teva sol·licitud ${number}`);
      expect(to).toEqual(['marta.puig@correu.example']);
      expect(mail?.text).toContain('Hola, Marta Puig Serra:');
      expect(mail?.text).toContain(`Atenció al client ha respost la teva sol·licitud ${number}:`);
      expect(mail?.text).toContain(reply);
      expect(mail?.text).toContain(`${PUBLIC_URL}/solicituts/${number}`);
      expect(mail?.html).toContain(`href="${PUBLIC_URL}/solicituts/${number}"`);
      expect(mail?.html).toContain('Hem revisat la lectura: és correcta.<br>Us adjuntem el detall a la factura.');
    });

    it('escapes a reply’s HTML in the mail: the text keeps it as written', async () => {
      const sent = mailsSoFar();
      const reply = 'Vegeu <script>alert("x")</script> & <b>res</b>';
      expect((await staffCall('POST', `/api/v1/staff/cases/${number}/messages`, { body: reply })).statusCode).toBe(200);
      const { mail } = await mailAfter(sent, `Resposta a la teva sol·licitud ${number}`);
      expect(mail?.text).toContain(reply);
      expect(mail?.html).not.toContain('<script>');
      expect(mail?.html).not.toContain('<b>res</b>');
      expect(mail?.html).toContain('Vegeu &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;res&lt;/b&gt;');
    });

    it('writes to a customer in their own language (the company’s user reads Spanish)', async () => {
      const theirs = await claim(company, DEMO.sixPeriods, 'Consulta');
      const sent = mailsSoFar();
      expect((await staffCall('POST', `/api/v1/staff/cases/${theirs}/messages`, { body: 'Revisado.' })).statusCode).toBe(200);
      const { mail, to } = await mailAfter(sent, `Respuesta a tu solicitud ${theirs}`);
      expect(to).toEqual(['administracio@fusteriavalles.example']);
      expect(mail?.text).toContain('Atenció al client ha respondido a tu solicitud');
    });

    it('an outcome change is persisted, closes or reopens the case, and mails the new outcome', async () => {
      const sent = mailsSoFar();
      const res = await staffCall('PUT', `/api/v1/staff/cases/${number}/outcome`, { outcome: 'accepted' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<Change>(res)).toMatchObject({ customer_notified: true, case: { outcome: 'accepted', open: false } });
      expect(await scalar(t.database, sql`select outcome from cases where number = ${number}`)).toBe('accepted');
      const { mail } = await mailAfter(sent, `La teva sol·licitud ${number} ha canviat d'estat`);
      expect(mail?.text).toContain('Acceptada');
      expect(mail?.text).toContain(`${PUBLIC_URL}/solicituts/${number}`);

      const open = json<List>(await staffCall('GET', '/api/v1/staff/cases?status=open&limit=100')).items.map((i) => i.number);
      const closed = json<List>(await staffCall('GET', '/api/v1/staff/cases?status=closed&limit=100')).items.map((i) => i.number);
      expect(open).not.toContain(number);
      expect(closed).toContain(number);

      const again = await staffCall('PUT', `/api/v1/staff/cases/${number}/outcome`, { outcome: 'additional_information_needed' });
      expect(json<Change>(again)).toMatchObject({
        customer_notified: true,
        case: { outcome: 'additional_information_needed', open: true },
      });
      const outcomeMails = async () =>
        smtp.received.filter((mail, i) => i >= sent && mail.subject === `La teva sol·licitud ${number} ha canviat d'estat`);
      for (let waited = 0; (await outcomeMails()).length < 2 && waited < 10_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await outcomeMails())[1]?.text).toContain('Cal més informació');
    });

    it('setting the outcome the case already has changes nothing and mails nothing', async () => {
      const before = await scalar<string>(t.database, sql`select updated_at::text from cases where number = ${number}`);
      const res = await staffCall('PUT', `/api/v1/staff/cases/${number}/outcome`, { outcome: 'in_process' });
      expect(res.statusCode).toBe(200);
      expect(json<Change>(res).customer_notified).toBe(false);
      expect(await scalar<string>(t.database, sql`select updated_at::text from cases where number = ${number}`)).toBe(before);
      expect(
        await scalar<number>(
          t.database,
          sql`select count(*)::int from mail_outbox where template_key = 'case_answered' and subject like ${`%${number}%`}`,
        ),
      ).toBe(0);
    });

    it('refuses bad bodies with field errors and unknown cases with 404, writing nothing and mailing nothing', async () => {
      const outbox = () => scalar<number>(t.database, sql`select count(*)::int from mail_outbox`);
      const messages = () => scalar<number>(t.database, sql`select count(*)::int from case_messages`);
      const [mailsBefore, messagesBefore] = [await outbox(), await messages()];
      const bad: Array<[string, string, unknown, string]> = [
        ['POST', 'messages', { body: '   ' }, 'body'],
        ['POST', 'messages', {}, 'body'],
        ['POST', 'messages', { body: 'x'.repeat(4001) }, 'body'],
        ['POST', 'messages', { body: 'a\u0000b' }, 'body'],
        ['PUT', 'outcome', { outcome: 'closed' }, 'outcome'],
        ['PUT', 'outcome', { outcome: 3 }, 'outcome'],
      ];
      for (const [method, path, payload, field] of bad) {
        const res = await staffCall(method as 'POST', `/api/v1/staff/cases/${number}/${path}`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors)).toContain(field);
      }
      expect((await staffCall('POST', '/api/v1/staff/cases/ATC-2026-999999/messages', { body: 'Hola' })).statusCode).toBe(404);
      expect((await staffCall('PUT', '/api/v1/staff/cases/ATC-2026-999999/outcome', { outcome: 'denied' })).statusCode).toBe(404);
      expect(await outbox()).toBe(mailsBefore);
      expect(await messages()).toBe(messagesBefore);
    });

    it('a visitor’s unsigned contact is answered at the address they gave, in the fallback language', async () => {
      const visitor = 'WEB-2026-900001';
      await t.database.db.execute(
        sql`insert into cases (number, kind, contact_email, contact_mobile, subject, description)
            values (${visitor}, 'unsigned_contact', 'visitant@correu.example', '600000000', 'Alta nova', 'Vull contractar')`,
      );
      const sent = mailsSoFar();
      const res = await staffCall('POST', `/api/v1/staff/cases/${visitor}/messages`, { body: 'Us truquem demà.' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<Change>(res).customer_notified).toBe(true);
      const { mail, to } = await mailAfter(sent, `Resposta a la teva sol·licitud ${visitor}`);
      expect(to).toEqual(['visitant@correu.example']);
      expect(mail?.text).toContain('Hola:');
      const listed = json<List>(await staffCall('GET', '/api/v1/staff/cases?limit=100')).items.find((i) => i.number === visitor);
      expect(listed?.customer).toEqual({ name: null, tax_id: null, email: 'visitant@correu.example', mobile: '600000000' });
    });
  });
});
