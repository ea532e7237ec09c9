import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, rows } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { mayMail } from './index.ts';

const NEW_IBAN = 'ES7921000813610123456789';
const ALL_OFF = { invoice_issued: false, payment_failed: false, change_signed: false, price_alert_fired: false };

interface Listed {
  id: number;
  date: string;
  subject: string;
  topic: string;
  delivery: string;
  to: string;
}
interface Listing {
  contract: { name: string; electronic_notification: string };
  n_items: number;
  offset: number;
  limit: number;
  items: Listed[];
}

describe('communications: the contract’s mails and the mail preferences', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let readOnly: string;
  const get = (url: string, token = marta) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (name: string, query = '', token = marta) => {
    const res = await get(`/api/v1/contracts/${name}/communications/${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return json<Listing>(res);
  };
  const putPreferences = (payload: unknown, token = marta) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/notification_preferences/', headers: bearer(token), payload: payload as object });
  const customerId = async (taxId: string) =>
    (await rows<{ id: number }>(t.database, sql`select id from customers where tax_id = ${taxId}`))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
    company = await t.login(DEMO.company);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
  });
  afterAll(() => t.close());

  it('lists the mail of an IBAN change on the contract, newest first, and shows it whole', async () => {
    const before = await list(DEMO.active);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contracts/${DEMO.active}/iban/`,
      headers: bearer(marta),
      payload: { already_registered: false, iban: NEW_IBAN, owner_is_bank_owner: true },
    });
    expect(res.statusCode, res.body).toBe(200);

    const after = await list(DEMO.active);
    // The request received, and its signing link (docs/signatures.md).
    expect(after.n_items).toBe(before.n_items + 2);
    expect(after.items.slice(0, 2).map((item) => item.topic)).toEqual(['change_requested', 'change_requested']);
    const requested = await rows<{ id: number }>(
      t.database,
      sql`select id from mail_outbox where template_key = 'contract_change_requested' order by id desc limit 1`,
    );
    const newest = after.items.slice(0, 2).find((item) => item.id === requested[0]!.id);
    expect(newest).toMatchObject({ topic: 'change_requested', subject: expect.stringContaining(DEMO.active) });
    expect(Date.now() - Date.parse(newest!.date)).toBeLessThan(60_000);
    expect(['pending', 'sent', 'not_sent']).toContain(newest!.delivery);
    const dates = after.items.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const message = await get(`/api/v1/contracts/${DEMO.active}/communications/${newest!.id}`);
    expect(message.statusCode, message.body).toBe(200);
    expect(json(message)).toMatchObject({ id: newest!.id, subject: newest!.subject, topic: 'change_requested' });
    expect(json<{ html: string }>(message).html).toContain('/comunicacions');
    expect(json<{ text: string }>(message).text).toContain(DEMO.active);
    // The outbox row says whom and what it is about.
    const [row] = await rows<{ customer_id: number; contract_id: number; template_key: string }>(
      t.database,
      sql`select customer_id, contract_id, template_key from mail_outbox where id = ${newest!.id}`,
    );
    expect(row).toMatchObject({ customer_id: await customerId(DEMO.marta), template_key: 'contract_change_requested' });
  });

  it('lists the demo invoices’ "invoice issued" mails as sent on each invoice’s day', async () => {
    const issued = (await list(DEMO.active, '?limit=100')).items.filter((item) => item.topic === 'invoice_issued');
    const invoices = await rows<{ number: string; invoice_date: string }>(
      t.database,
      sql`select number, invoice_date::text as invoice_date from invoices i join contracts c on c.id = i.contract_id where c.name = ${DEMO.active}`,
    );
    expect(invoices.length).toBeGreaterThan(0);
    expect(issued).toHaveLength(Math.min(invoices.length, 100));
    for (const item of issued) {
      const invoice = invoices.find((i) => item.subject.includes(i.number));
      expect(invoice, item.subject).toBeDefined();
      expect(item).toMatchObject({ delivery: 'sent', date: `${invoice!.invoice_date}T07:00:00.000Z` });
    }
  });

  it('shows the electronic-notification state of the contract (customer-area §4)', async () => {
    expect((await list(DEMO.gas, '?type=gas')).contract).toEqual({ name: DEMO.gas, electronic_notification: 'disabled' });
    await t.database.db.execute(sql`update contracts set electronic_notification = 'requested' where name = ${DEMO.gas}`);
    expect((await list(DEMO.gas)).contract.electronic_notification).toBe('requested');
    await t.database.db.execute(sql`update contracts set electronic_notification = 'active' where name = ${DEMO.gas}`);
    expect((await list(DEMO.gas)).contract.electronic_notification).toBe('active');
  });

  it('pages the list within its bounds', async () => {
    const all = await list(DEMO.active);
    const page = await list(DEMO.active, '?offset=0&limit=1');
    expect(page).toMatchObject({ offset: 0, limit: 1, n_items: all.n_items });
    expect(page.items).toEqual(all.items.slice(0, 1));
    for (const query of ['?limit=101', '?offset=-1', '?limit=abc']) {
      expect((await get(`/api/v1/contracts/${DEMO.active}/communications/${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers 404 for another customer’s contract or mail, and for a mail of another contract', async () => {
    // The company's contract, asked for by Marta, and Marta's by the company.
    expect((await get(`/api/v1/contracts/${DEMO.sixPeriods}/communications/`)).statusCode).toBe(404);
    expect((await get(`/api/v1/contracts/${DEMO.active}/communications/`, company)).statusCode).toBe(404);
    expect((await get(`/api/v1/contracts/nope/communications/`)).statusCode).toBe(404);
    expect((await get(`/api/v1/contracts/${DEMO.active}/communications/?type=gas`)).statusCode).toBe(404);

    const [martas] = (await list(DEMO.active)).items;
    // Marta's mail through the company's token (the contract is not theirs), and through Marta's other contract.
    expect((await get(`/api/v1/contracts/${DEMO.active}/communications/${martas!.id}`, company)).statusCode).toBe(404);
    const other = await get(`/api/v1/contracts/${DEMO.gas}/communications/${martas!.id}`);
    expect(other.statusCode).toBe(404);
    expect(json(other)).toEqual({ code: 'communication_not_found', message: 'communication_not_found' });
    // A mail about the company's contract, by its id through Marta's contract.
    const companyMail = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contracts/${DEMO.sixPeriods}/`,
      headers: bearer(company),
      payload: { invoice_online: 'postal' },
    });
    expect(companyMail.statusCode, companyMail.body).toBe(200);
    const [theirs] = (await list(DEMO.sixPeriods, '', company)).items;
    expect(theirs?.topic).toBe('change_signed');
    expect((await get(`/api/v1/contracts/${DEMO.active}/communications/${theirs!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/contracts/${DEMO.active}/communications/999999`)).statusCode).toBe(404);
    // Ids that are not ids are refused before any query.
    for (const id of ['0', '1e3', '2147483648', 'abc']) {
      expect((await get(`/api/v1/contracts/${DEMO.active}/communications/${id}`)).statusCode, id).toBe(400);
    }
  });

  it('needs a session for every call', async () => {
    for (const url of [`/api/v1/contracts/${DEMO.active}/communications/`, '/api/v1/notification_preferences/']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/notification_preferences/', payload: ALL_OFF })).statusCode).toBe(401);
  });

  describe('preferences', () => {
    it('are all on until the customer chooses, and keep the choice', async () => {
      expect(json(await get('/api/v1/notification_preferences/', company))).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
      const chosen = { ...DEFAULT_NOTIFICATION_PREFERENCES, payment_failed: false, price_alert_fired: false };
      const res = await putPreferences(chosen, company);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual(chosen);
      expect(json(await get('/api/v1/notification_preferences/', company))).toEqual(chosen);
      // Changed again: the same rows, updated.
      expect(json(await putPreferences(DEFAULT_NOTIFICATION_PREFERENCES, company))).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
      // Each customer has their own.
      expect(json(await get('/api/v1/notification_preferences/'))).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    });

    it('refuses a read-only token (403) and changes nothing; it still reads', async () => {
      const res = await putPreferences(ALL_OFF, readOnly);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ code: 'read_only_token', message: 'read_only_token' });
      const read = await get('/api/v1/notification_preferences/', readOnly);
      expect(read.statusCode).toBe(200);
      expect(json(read)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    });

    it.each([
      [{}],
      [{ ...DEFAULT_NOTIFICATION_PREFERENCES, invoice_issued: 'no' }],
      [{ ...DEFAULT_NOTIFICATION_PREFERENCES, newsletter: true }],
      [[]],
      [{ invoice_issued: false }],
    ])('refuses a malformed body %j (400)', async (payload) => {
      const res = await putPreferences(payload);
      expect(res.statusCode).toBe(400);
      expect(json(await get('/api/v1/notification_preferences/'))).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    });

    it('a "change signed" turned off stops its mail; the change itself goes on, and a request received is still told', async () => {
      const mails = async () => (await list(DEMO.gas)).items.filter((item) => item.topic === 'change_signed').length;
      const before = await mails();
      expect((await putPreferences({ ...DEFAULT_NOTIFICATION_PREFERENCES, change_signed: false })).statusCode).toBe(200);
      const off = await t.app.inject({
        method: 'POST',
        url: `/api/v1/contracts/${DEMO.gas}/?type=gas`,
        headers: bearer(marta),
        payload: { invoice_online: 'postal' },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(await mails()).toBe(before);
      expect(await mayMail(t.database.db, await customerId(DEMO.marta), 'change_signed')).toBe(false);
      expect(await mayMail(t.database.db, await customerId(DEMO.marta), 'invoice_issued')).toBe(true);

      expect((await putPreferences(DEFAULT_NOTIFICATION_PREFERENCES)).statusCode).toBe(200);
      const on = await t.app.inject({
        method: 'POST',
        url: `/api/v1/contracts/${DEMO.gas}/?type=gas`,
        headers: bearer(marta),
        payload: { invoice_online: 'email' },
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(await mails()).toBe(before + 1);
    });
  });
});
