import { maskedIban } from '@portal/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { DEMO, multipart, rows, scalar, withdrawPendingChanges } from '../../test/contracts-test-support.ts';
import { CARDS, payableInvoice, payWithCard } from '../../test/payments-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { trail } from './index.ts';

/**
 * The trail of every action (docs/trail.md), on PGlite and, in the api-postgres project, on
 * PostgreSQL: the customer's own read and download, staff's filtered read, who may read what,
 * the database's refusal of any change to a line from the application's own connection, and a
 * line for each wired action with the right actor (none for an action that failed).
 */

interface Line {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  address: string | null;
  changes: Record<string, { before?: unknown; after?: unknown }>;
}
interface Page<T = Line> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}
type StaffLine = Line & { customer_id: number | null; user_id: number | null; staff_id: number | null; user_agent: string | null };

const AGENT = 'trail-test/1.0';

/** The database's own message of a refused statement (Drizzle wraps it as the cause of "Failed query"). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'not refused';
  } catch (error) {
    const messages: string[] = [];
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
}

describe('the trail of every action', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let readOnly: string;
  let staff: string;
  let martaCustomer: number;
  let companyCustomer: number;

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'user-agent': AGENT, ...headers } });
  const send = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown) =>
    t.app.inject({ method, url, headers: { ...bearer(token), 'user-agent': AGENT }, payload: payload as object });
  /** Every line of a customer, newest first, as the table holds them. */
  const linesOf = (customerId: number) =>
    rows<{
      id: number;
      actor_kind: string;
      action: string;
      user_id: number | null;
      staff_id: number | null;
      subject: string | null;
      address: string | null;
      user_agent: string | null;
      changes: Record<string, unknown>;
    }>(
      t.database,
      sql`select id::int, actor_kind, action, user_id, staff_id, subject, address, user_agent, changes from trail_entries where customer_id = ${customerId} order by id desc`,
    );
  const count = () => scalar<number>(t.database, sql`select count(*)::int from trail_entries`);

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/login',
      payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    staff = json<{ token: string }>(res).token;
    martaCustomer = await scalar<number>(t.database, sql`select customer_id from users where login = ${DEMO.marta}`);
    companyCustomer = await scalar<number>(t.database, sql`select customer_id from users where login = ${DEMO.company}`);
  });
  afterAll(() => t?.close());

  describe('each wired action writes its line in its own transaction', () => {
    it('a power change requested: change_requested by the customer, from the request’s address and agent', async () => {
      await withdrawPendingChanges(t.database);
      const res = await send('POST', `/api/v1/contracts/${DEMO.active}/power/`, marta, {
        power_p1: 5750,
        power_p2: 6928,
        phone: '+34 612 345 678',
        phone_num: '612345678',
        phone_pre: '+34',
      });
      expect(res.statusCode, res.body).toBe(200);
      const [line] = await linesOf(martaCustomer);
      expect(line).toMatchObject({
        actor_kind: 'customer',
        action: 'change_requested',
        subject: DEMO.active,
        staff_id: null,
        user_agent: AGENT,
      });
      expect(line?.address).toBe('127.0.0.1');
      expect(line?.changes).toMatchObject({ kind: { after: 'power' }, powers_w: { after: '[5750,6928]' } });
    });

    it('a refused change writes no line (409: one already waits; 400: a bad power)', async () => {
      const before = await count();
      const again = await send('POST', `/api/v1/contracts/${DEMO.active}/power/`, marta, {
        power_p1: 5750,
        power_p2: 6928,
        phone: '+34 612 345 678',
        phone_num: '612345678',
        phone_pre: '+34',
      });
      expect(again.statusCode).toBe(409);
      expect((await send('POST', `/api/v1/contracts/${DEMO.active}/`, marta, { invoice_online: 'fax' })).statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('an IBAN change requested: both IBANs masked, as the portal shows them elsewhere', async () => {
      await withdrawPendingChanges(t.database);
      const res = await send('POST', `/api/v1/contracts/${DEMO.active}/iban/`, marta, {
        already_registered: false,
        iban: 'ES84 0049 0001 5800 0123 4567',
        owner_is_bank_owner: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      const [line] = await linesOf(martaCustomer);
      expect(line).toMatchObject({ action: 'change_requested', changes: { kind: { after: 'iban' } } });
      expect(line?.changes.iban).toEqual({ before: maskedIban('ES9121000418450200051332'), after: maskedIban('ES8400490001580001234567') });
      expect(JSON.stringify(line?.changes)).not.toMatch(/0049|2100/);
    });

    it('a change applied at once: change_applied with the value before and after', async () => {
      const res = await send('POST', `/api/v1/contracts/${DEMO.gas}/?type=gas`, marta, { invoice_online: 'postal' });
      expect(res.statusCode, res.body).toBe(200);
      const [line] = await linesOf(martaCustomer);
      expect(line).toMatchObject({ actor_kind: 'customer', action: 'change_applied', subject: DEMO.gas });
      expect(line?.changes).toMatchObject({ kind: { after: 'invoice_online' }, invoice_online: { after: 'postal' } });
      expect(line?.changes.invoice_online).toHaveProperty('before');
    });

    it('a read-only (impersonation) token: its issue is a line; it may not change anything, so it writes none', async () => {
      const [issued] = await linesOf(martaCustomer).then((lines) => lines.filter((l) => l.action === 'impersonation'));
      expect(issued).toMatchObject({ actor_kind: 'system', action: 'impersonation', subject: DEMO.marta });
      const before = await count();
      expect((await send('POST', `/api/v1/contracts/${DEMO.gas}/`, readOnly, { invoice_online: 'email' })).statusCode).toBe(403);
      expect(await count()).toBe(before);
    });

    it('a tariff option chosen: tariff_option_change with the option and its choice', async () => {
      const res = await send('PUT', `/api/v1/contract/${DEMO.active}/happy-hours/`, marta, { startHour: 18, endHour: 21 });
      expect(res.statusCode, res.body).toBe(200);
      const [line] = await linesOf(martaCustomer);
      expect(line).toMatchObject({ actor_kind: 'customer', action: 'tariff_option_change', subject: DEMO.active });
      expect(line?.changes).toMatchObject({ option: { after: 'happy_hours' }, startHour: { after: 18 }, endHour: { after: 21 } });
      const before = await count();
      expect((await send('PUT', `/api/v1/contract/${DEMO.active}/happy-hours/`, marta, { startHour: 'x' })).statusCode).toBe(400);
      expect(await count()).toBe(before);
    });

    it('a virtual battery’s setting: battery_change; another customer’s battery (404) writes none', async () => {
      const batteries = await rows<{ id: number }>(
        t.database,
        sql`select b.id from virtual_batteries b join virtual_battery_links l on l.battery_id = b.id join contracts c on c.id = l.contract_id
            where c.name = ${DEMO.active} and b.customer_id = ${martaCustomer} limit 1`,
      );
      const battery = batteries[0]?.id;
      expect(battery).toBeDefined();
      const res = await send('PUT', `/api/v1/contract/${DEMO.active}/bateria/${battery}`, marta, { valor_descomptes: 'no_aplicar' });
      expect(res.statusCode, res.body).toBe(200);
      const [line] = await linesOf(martaCustomer);
      expect(line).toMatchObject({ actor_kind: 'customer', action: 'battery_change', subject: DEMO.active });
      expect(line?.changes).toMatchObject({ kind: { after: 'discount_setting' }, setting: { after: 'no_aplicar' } });
      const before = await count();
      expect(
        (await send('PUT', `/api/v1/contract/${DEMO.sixPeriods}/bateria/${battery}`, company, { valor_descomptes: 'aplicar' })).statusCode,
      ).toBe(404);
      expect(await count()).toBe(before);
    });

    it('a card payment: payment by the customer, the card’s label, never its number; a declined card writes none', async () => {
      const invoice = await payableInvoice(t);
      const before = await count();
      const declined = await payWithCard(t, marta, invoice, CARDS.declined);
      expect(declined.status).not.toBe('success');
      expect(await count()).toBe(before);
      expect((await payWithCard(t, marta, invoice)).status).toBe('success');
      const [line] = await linesOf(martaCustomer);
      expect(line).toMatchObject({ actor_kind: 'customer', action: 'payment', user_agent: expect.any(String) });
      expect(line?.subject).toBe(await scalar<string>(t.database, sql`select number from invoices where id = ${invoice}`));
      expect(JSON.stringify(line?.changes)).not.toContain('4242424242424242');
      expect(line?.changes).toMatchObject({ status: { after: 'succeeded' }, card: { after: 'visa •••• 4242' } });
    });

    it('case messages: the customer’s new request and reply, and staff’s reply (actor staff, its account)', async () => {
      const form = multipart({ category: '10', contract: DEMO.active, subject: 'Factura', description: 'Una pregunta.' });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/requests',
        headers: { ...bearer(marta), ...form.headers },
        payload: form.payload,
      });
      expect(created.statusCode, created.body).toBe(200);
      const number = json<{ number: string }>(created).number;
      expect((await linesOf(martaCustomer))[0]).toMatchObject({ actor_kind: 'customer', action: 'case_message', subject: number });

      const reply = multipart({ body: 'I una altra.' });
      const replied = await t.app.inject({
        method: 'POST',
        url: `/api/v1/requests/${number}/messages`,
        headers: { ...bearer(marta), ...reply.headers },
        payload: reply.payload,
      });
      expect(replied.statusCode, replied.body).toBe(200);
      expect((await linesOf(martaCustomer))[0]).toMatchObject({ actor_kind: 'customer', action: 'case_message', subject: number });

      const answered = await send('POST', `/api/v1/staff/cases/${number}/messages`, staff, { body: 'Ho mirem.' });
      expect(answered.statusCode, answered.body).toBe(200);
      const staffId = await scalar<number>(t.database, sql`select id from staff_accounts where email = ${DEMO_STAFF.email}`);
      expect((await linesOf(martaCustomer))[0]).toMatchObject({
        actor_kind: 'staff',
        action: 'case_message',
        subject: number,
        staff_id: staffId,
        user_id: null,
      });

      const before = await count();
      expect((await send('POST', '/api/v1/staff/cases/REQ-1999-000001/messages', staff, { body: 'Ningú.' })).statusCode).toBe(404);
      expect(await count()).toBe(before);
    });

    it('a settings change: settings_change by the portal, naming the keys only', async () => {
      await t.app.portal.settings.patch('private', { fileUploadSizeLimit: 1234567 });
      const [line] = await rows<{ actor_kind: string; customer_id: number | null; subject: string; changes: Record<string, unknown> }>(
        t.database,
        sql`select actor_kind, customer_id, subject, changes from trail_entries where action = 'settings_change' order by id desc limit 1`,
      );
      expect(line).toEqual({
        actor_kind: 'system',
        customer_id: null,
        subject: 'private settings',
        changes: { fileUploadSizeLimit: { after: 'changed' } },
      });
    });

    it('a staff account created, disabled or given a new password, even by SQL: staff_account_change without the hash', async () => {
      await t.database.db.execute(
        sql`insert into staff_accounts (email, label, password_hash) values ('anna@energia.example', 'Atenció', '$argon2id$x')`,
      );
      await t.database.db.execute(
        sql`update staff_accounts set active = false, password_hash = '$argon2id$y' where email = 'anna@energia.example'`,
      );
      const lines = await rows<{ actor_kind: string; subject: string; changes: Record<string, unknown> }>(
        t.database,
        sql`select actor_kind, subject, changes from trail_entries where action = 'staff_account_change' and subject = 'anna@energia.example' order by id`,
      );
      expect(lines.map((l) => l.changes)).toMatchObject([
        { email: { after: 'anna@energia.example' }, label: { after: 'Atenció' }, active: { after: true } },
        { active: { before: true, after: false }, password: { after: 'changed' } },
      ]);
      expect(JSON.stringify(lines)).not.toContain('argon2id');
    });
  });

  describe('the customer’s own trail', () => {
    it('pages it newest first, with who acted by kind only and never another customer’s lines', async () => {
      const res = await get('/api/v1/user/trail?limit=2', marta);
      expect(res.statusCode, res.body).toBe(200);
      const page = json<Page>(res);
      expect(page).toMatchObject({ offset: 0, limit: 2, total: (await linesOf(martaCustomer)).length });
      expect(page.items).toHaveLength(2);
      expect(page.items[0]!.id).toBeGreaterThan(page.items[1]!.id);
      expect(page.items[0]).not.toHaveProperty('staff_id');
      const next = json<Page>(await get('/api/v1/user/trail?offset=2&limit=2', marta));
      expect(next.items[0]!.id).toBeLessThan(page.items[1]!.id);

      await trail.record(
        t.database.db,
        { actor: 'customer', userId: null, staffId: null, address: null, userAgent: null },
        {
          action: 'change_requested',
          customerId: companyCustomer,
          subject: DEMO.sixPeriods,
        },
      );
      const all = json<Page>(await get('/api/v1/user/trail?limit=100', marta)).items;
      expect(all.some((l) => l.subject === DEMO.sixPeriods)).toBe(false);
      const theirs = json<Page>(await get('/api/v1/user/trail', company)).items;
      expect(theirs.map((l) => l.subject)).toContain(DEMO.sixPeriods);
      expect(theirs.some((l) => l.subject === DEMO.active)).toBe(false);
    });

    it('lets a read-only token read it; refuses no token, a staff token and a bad page', async () => {
      expect((await get('/api/v1/user/trail', readOnly)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/trail' })).statusCode).toBe(401);
      expect((await get('/api/v1/user/trail', staff)).statusCode).toBe(401);
      expect((await get('/api/v1/user/trail/download', staff)).statusCode).toBe(401);
      for (const query of ['limit=0', 'limit=101', 'offset=-1', 'offset=x'])
        expect((await get(`/api/v1/user/trail?${query}`, marta)).statusCode, query).toBe(400);
      expect((await get('/api/v1/user/trail/download?format=pdf', marta)).statusCode).toBe(400);
    });

    it('downloads it as a CSV in the language asked for: translated headers, actions and who', async () => {
      const res = await get('/api/v1/user/trail/download?lang=es-ES', marta);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain('actividad.csv');
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('Fecha;Acción;Quién;Sobre;Desde (dirección);Qué ha cambiado');
      expect(lines.length - 1).toBe((await linesOf(martaCustomer)).length);
      expect(res.body).toContain(`Cambio solicitado;Tú;${DEMO.active};127.0.0.1;`);
      expect(res.body).toContain('Atención al cliente;');
      expect(res.body).not.toContain(DEMO.sixPeriods);
      // A read-only token downloads the same file.
      expect((await get('/api/v1/user/trail/download?lang=es-ES', readOnly)).statusCode).toBe(200);
    });

    it('downloads it as an .xlsx: one sheet, the header, a row per line', async () => {
      const res = await get('/api/v1/user/trail/download?format=xlsx', marta, { 'accept-language': 'en-US' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.getWorksheet('Activity')!;
      expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Action', 'Who', 'About', 'From (address)', 'What changed']);
      expect(sheet.rowCount - 1).toBe((await linesOf(martaCustomer)).length);
      expect(sheet.getColumn(2).values).toContain('Change requested');
    });
  });

  describe('staff’s read of all of it', () => {
    it('filters by customer, actor kind, action and days, newest first', async () => {
      const byCustomer = json<Page<StaffLine>>(await get(`/api/v1/staff/trail?customer_id=${martaCustomer}&limit=100`, staff));
      expect(byCustomer.total).toBe((await linesOf(martaCustomer)).length);
      expect(byCustomer.items.every((l) => l.customer_id === martaCustomer)).toBe(true);
      const staffLines = json<Page<StaffLine>>(await get('/api/v1/staff/trail?actor=staff', staff)).items;
      expect(staffLines.length).toBeGreaterThan(0);
      expect(staffLines.every((l) => l.actor === 'staff' && l.staff_id !== null)).toBe(true);
      const payments = json<Page<StaffLine>>(await get(`/api/v1/staff/trail?action=payment&customer_id=${martaCustomer}`, staff));
      expect(payments.total).toBe(1);
      expect(payments.items[0]).toMatchObject({
        action: 'payment',
        actor: 'customer',
        address: '127.0.0.1',
        user_agent: expect.any(String),
      });
      const past = json<Page<StaffLine>>(await get('/api/v1/staff/trail?from=2000-01-01&to=2000-01-31', staff));
      expect(past.total).toBe(0);
      const recent = json<Page<StaffLine>>(await get(`/api/v1/staff/trail?from=2000-01-01&to=2999-12-31&limit=1`, staff));
      expect(recent.total).toBe(await count());
      expect(recent.items[0]!.id).toBe(await scalar<number>(t.database, sql`select max(id)::int from trail_entries`));
    });

    it('refuses a customer’s token, a read-only one and none (401), and bad filters (400)', async () => {
      expect((await get('/api/v1/staff/trail', marta)).statusCode).toBe(401);
      expect((await get('/api/v1/staff/trail', readOnly)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/trail' })).statusCode).toBe(401);
      for (const query of [
        'actor=robot',
        'action=dance',
        'customer_id=0',
        'from=2025-02-30',
        'from=2025-02-01&to=2025-01-01',
        'limit=1000',
      ]) {
        expect((await get(`/api/v1/staff/trail?${query}`, staff)).statusCode, query).toBe(400);
      }
    });
  });

  describe('append-only in the database', () => {
    it.each([
      ['UPDATE', sql`update trail_entries set action = 'payment'`],
      ['DELETE', sql`delete from trail_entries`],
      ['TRUNCATE', sql`truncate trail_entries`],
    ])('refuses %s through the application’s own connection', async (_, statement) => {
      const before = await count();
      expect(before).toBeGreaterThan(0);
      expect(await refusal(t.database.db.execute(statement))).toMatch(/trail_entries is append-only/);
      expect(await count()).toBe(before);
    });

    it('refuses an UPDATE or DELETE of one line inside a transaction, which then rolls back whole', async () => {
      const before = await count();
      const work = t.database.db.transaction(async (tx) => {
        await trail.record(
          tx,
          { actor: 'system', userId: null, staffId: null, address: null, userAgent: null },
          { action: 'settings_change', customerId: null },
        );
        await tx.execute(sql`delete from trail_entries where id = (select max(id) from trail_entries)`);
      });
      expect(await refusal(work)).toMatch(/trail_entries is append-only: DELETE refused/);
      expect(await count()).toBe(before);
    });
  });
});
