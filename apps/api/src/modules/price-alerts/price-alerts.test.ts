import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/index.ts';
import { runStaffCli } from '../../staff-cli/staff-cli.ts';
import { memoryTokenStore } from '../../staff-cli/token-store.ts';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { importOmipLines } from './omip-import.ts';

const SAMPLE = fileURLToPath(new URL('./samples/omip-settlements-sample.csv', import.meta.url));
const HEADER = 'Trading Date;Contract;Nominal Value (MWh);Reference Price D-1 (€/MWh);Reference Price D (€/MWh)';
/** A file of one settlement per entry, in the sample's layout. */
const file = (...settlements: [day: string, product: string, price: string][]) =>
  [HEADER, ...settlements.map(([day, product, price]) => `${day};${product};8760;;${price}`)].join('\n');

interface Alert {
  id: number;
  product: string;
  type: string;
  price: number;
  last_fired_at: string | null;
  last_fired_price: number | null;
  recent_prices: { day: string; price: number }[];
}

describe('price alerts (visitor-and-shell §2.9, §3.8, §5.5, §7, §8; docs/price-alerts.md)', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let staff: string;

  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload: payload as object });
  const alertsOf = async (token: string) => {
    const res = await get('/omip/alerts/', token);
    expect(res.statusCode, res.body).toBe(200);
    return json<Alert[]>(res);
  };
  const add = async (token: string, body: object) => {
    const res = await post('/omip/alerts/', body, token);
    expect(res.statusCode, res.body).toBe(200);
    return json<{ status: string; id: number }>(res).id;
  };
  const importFile = async (text: string) => {
    const res = await post('/staff/omip/prices', { file: text }, staff);
    expect(res.statusCode, res.body).toBe(200);
    return json<{ stored: number; rejected: number; fired: number; mailed: number; rejected_lines: { line: number; reason: string }[] }>(
      res,
    );
  };
  const alertMails = (to?: string) =>
    rows<{ to_address: string; language: string; subject: string; text: string }>(
      t.database,
      sql`select to_address, language, subject, text from mail_outbox where template_key = 'price_alert_fired'
          ${to ? sql`and to_address = ${to}` : sql``} order by id`,
      // The languages write a narrow space between a figure and its unit: compared as a space.
    ).then((mails) => mails.map((mail) => ({ ...mail, text: mail.text.replace(/[\u00a0\u202f]/g, ' ') })));
  const martaEmail = () => scalar<string>(t.database, sql`select email from users where login = ${DEMO.marta}`);

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
    company = await t.login(DEMO.company);
    const login = await post('/staff/login', { email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    staff = json<{ token: string }>(login).token;
  });
  afterAll(() => t?.close());

  describe('reading', () => {
    it('GET /omip/products/: the demo’s products, each with its latest settlement', async () => {
      const res = await get('/omip/products/', marta);
      expect(res.statusCode, res.body).toBe(200);
      const products = json<{ name: string; last_price: number; last_day: string }[]>(res);
      expect(products.map((p) => p.name)).toEqual(expect.arrayContaining(['FTB YR-27', 'FTB Q1-27', 'FTB M Jan-27']));
      for (const product of products) {
        expect(product.last_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isInteger(Math.round(product.last_price * 100))).toBe(true);
      }
    });

    it('GET /omip/alerts/: the household’s demo alerts, one fired, with its product’s recent prices', async () => {
      const alerts = await alertsOf(marta);
      expect(alerts.map((a) => [a.product, a.type, a.price])).toEqual([
        ['FTB YR-27', '>', 70],
        ['FTB Q2-27', '<', 40],
      ]);
      expect(alerts[0]).toMatchObject({ last_fired_at: null, last_fired_price: null });
      expect(alerts[1]?.last_fired_price).toBeLessThan(40);
      expect(alerts[1]?.last_fired_at).toMatch(/T19:30:00/);
      expect(alerts[0]?.recent_prices).toHaveLength(30);
      const days = alerts[0]?.recent_prices.map((p) => p.day) ?? [];
      expect([...days].sort()).toEqual(days);
    });

    it('another customer sees none of them', async () => {
      expect(await alertsOf(company)).toEqual([]);
    });

    it('without a session: 401', async () => {
      for (const url of ['/omip/products/', '/omip/alerts/']) expect((await get(url)).statusCode).toBe(401);
      expect((await post('/omip/alerts/', { product: 'FTB YR-27', type: '>', price: 1 })).statusCode).toBe(401);
      expect((await post('/omip/delete/alerts/', { id: 1 })).statusCode).toBe(401);
    });
  });

  describe('adding and changing (§5.5)', () => {
    it('adds an alert; the price is kept to the cent', async () => {
      const id = await add(company, { product: 'FTB Q1-27', type: '<', price: '55,555' });
      const [alert] = await alertsOf(company);
      expect(alert).toMatchObject({ id, product: 'FTB Q1-27', type: '<', price: 55.56, last_fired_at: null });
      await post('/omip/delete/alerts/', { id }, company);
    });

    it.each([
      ['no product', { product: '', type: '>', price: 50 }, { product: ['price_alert_product_required'] }],
      ['no type', { product: 'FTB YR-27', type: '', price: 50 }, { type: ['price_alert_type_required'] }],
      ['no price', { product: 'FTB YR-27', type: '>', price: '' }, { price: ['price_alert_price_required'] }],
      ['a negative price', { product: 'FTB YR-27', type: '>', price: -1 }, { price: ['price_alert_price_negative'] }],
      ['a price that is no number', { product: 'FTB YR-27', type: '>', price: 'cheap' }, { price: ['price_alert_price_invalid'] }],
      ['a product without prices', { product: 'FTB YR-99', type: '>', price: 50 }, { product: ['price_alert_product_unknown'] }],
      ['a control character', { product: 'FTB\u0000YR-27', type: '>', price: 50 }, { product: ['field_invalid'] }],
    ])('%s: 400 with the field’s key, nothing stored', async (_, body, errors) => {
      const before = (await alertsOf(company)).length;
      const res = await post('/omip/alerts/', body, company);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res)).toMatchObject({ code: 'validation_error', errors });
      expect(await alertsOf(company)).toHaveLength(before);
    });

    it('changes one of the customer’s alerts by its id, armed again', async () => {
      const id = await add(company, { product: 'FTB Q1-27', type: '<', price: 10 });
      expect(await add(company, { id, product: 'FTB YR-28', type: '==', price: 57 })).toBe(id);
      expect((await alertsOf(company)).find((a) => a.id === id)).toMatchObject({ product: 'FTB YR-28', type: '==', price: 57 });
      await post('/omip/delete/alerts/', { id }, company);
    });

    it('another customer’s alert id answers 404 like a missing one, and is not changed', async () => {
      const [theirs] = await alertsOf(marta);
      for (const id of [theirs?.id, 2_000_000]) {
        const res = await post('/omip/alerts/', { id, product: 'FTB Q1-27', type: '<', price: 1 }, company);
        expect(res.statusCode, res.body).toBe(404);
        expect(json(res)).toEqual({ code: 'price_alert_not_found', message: 'price_alert_not_found' });
      }
      expect((await alertsOf(marta))[0]).toMatchObject({ product: 'FTB YR-27', type: '>', price: 70 });
    });

    it('at most 50 alerts a customer: 409 price_alerts_limit', async () => {
      const customer = await scalar<number>(t.database, sql`select customer_id from users where login = ${DEMO.company}`);
      const user = await scalar<number>(t.database, sql`select id from users where login = ${DEMO.company}`);
      const product = await scalar<number>(t.database, sql`select id from omip_products where name = 'FTB YR-27'`);
      await t.database.db.execute(sql`insert into price_alerts (customer_id, user_id, product_id, type, price_cents)
        select ${customer}, ${user}, ${product}, '>', 100000 from generate_series(1, 50)`);
      const res = await post('/omip/alerts/', { product: 'FTB YR-27', type: '>', price: 1 }, company);
      expect(res.statusCode).toBe(409);
      expect(json(res).code).toBe('price_alerts_limit');
      await t.database.db.execute(sql`delete from price_alerts where customer_id = ${customer}`);
    });
  });

  describe('deleting (§7, §8)', () => {
    it('deletes the customer’s own alert; a second delete is 404', async () => {
      const id = await add(company, { product: 'FTB YR-27', type: '>', price: 80 });
      const res = await post('/omip/delete/alerts/', { id }, company);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ status: 'OK' });
      expect(await alertsOf(company)).toEqual([]);
      expect((await post('/omip/delete/alerts/', { id }, company)).statusCode).toBe(404);
    });

    it('another customer’s alert: 404 like a missing one, and it stays', async () => {
      const [theirs] = await alertsOf(marta);
      const res = await post('/omip/delete/alerts/', { id: theirs?.id }, company);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ code: 'price_alert_not_found', message: 'price_alert_not_found' });
      expect(await alertsOf(marta)).toHaveLength(2);
    });

    it.each([[{ id: null }], [{}], [{ id: 'abc' }], [{ id: -3 }]])('a null or absent id (%o) is the delete error: 400 id', async (body) => {
      const res = await post('/omip/delete/alerts/', body, marta);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'validation_error', errors: { id: ['price_alert_id_required'] } });
    });
  });

  it('a read-only token reads, but the POSTs are refused by the authentication hook (403)', async () => {
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta)) as string;
    expect((await get('/omip/alerts/', readOnly)).statusCode).toBe(200);
    expect((await get('/omip/products/', readOnly)).statusCode).toBe(200);
    const [first] = await alertsOf(marta);
    for (const [url, body] of [
      ['/omip/alerts/', { product: 'FTB YR-27', type: '>', price: 1 }],
      ['/omip/delete/alerts/', { id: first?.id }],
    ] as const) {
      const res = await post(url, body, readOnly);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ code: 'read_only_token', message: 'read_only_token' });
    }
    expect(await alertsOf(marta)).toHaveLength(2);
  });

  describe('importing OMIP’s settlements and firing the alerts they cross', () => {
    it('the sample: every settlement stored, the malformed line reported by its number and skipped', async () => {
      const report = await importFile(await readFile(SAMPLE, 'utf8'));
      expect(report).toMatchObject({ stored: 24, rejected: 1 });
      expect(report.rejected_lines).toEqual([expect.objectContaining({ line: 13, reason: 'price_invalid' })]);
      const dec = await get('/omip/products/', marta);
      expect(json<{ name: string; last_price: number; last_day: string }[]>(dec).find((p) => p.name === 'FTB M Dec-26')).toEqual({
        name: 'FTB M Dec-26',
        last_price: 78.9,
        last_day: '2026-11-27',
      });
    });

    it('a crossing mails once across imports that repeat it, re-arms when false, fires again at the next crossing', async () => {
      await importFile(file(['2030-01-02', 'FTB YR-30', '50,00']));
      const id = await add(marta, { product: 'FTB YR-30', type: '>', price: 55 });
      const email = await martaEmail();
      const before = (await alertMails(email)).length;

      expect(await importFile(file(['2030-01-03', 'FTB YR-30', '56,10']))).toMatchObject({ fired: 1, mailed: 1 });
      const [mail] = (await alertMails(email)).slice(before);
      expect(mail).toMatchObject({ language: 'ca-ES', subject: 'Alerta de preu: FTB YR-30' });
      expect(mail?.text).toContain('per sobre de 55,00 €/MWh');
      expect(mail?.text).toContain('56,10 €/MWh');
      expect(mail?.text).toContain('/omipComponent');
      let alert = (await alertsOf(marta)).find((a) => a.id === id);
      expect(alert?.last_fired_price).toBe(56.1);
      expect(alert?.last_fired_at).not.toBeNull();

      // The same file again, a higher price, and a backfill of an older day: still above, no mail.
      expect(await importFile(file(['2030-01-03', 'FTB YR-30', '56,10']))).toMatchObject({ fired: 0, mailed: 0 });
      expect(await importFile(file(['2030-01-06', 'FTB YR-30', '58,00']))).toMatchObject({ fired: 0 });
      expect(await importFile(file(['2029-12-31', 'FTB YR-30', '10,00']))).toMatchObject({ fired: 0 });
      expect((await alertMails(email)).length - before).toBe(1);

      // Below: re-armed; above again: a second mail.
      expect(await importFile(file(['2030-01-07', 'FTB YR-30', '54,99']))).toMatchObject({ fired: 0 });
      expect(await importFile(file(['2030-01-08', 'FTB YR-30', '55,01']))).toMatchObject({ fired: 1, mailed: 1 });
      expect((await alertMails(email)).length - before).toBe(2);
      alert = (await alertsOf(marta)).find((a) => a.id === id);
      expect(alert?.last_fired_price).toBe(55.01);
      await post('/omip/delete/alerts/', { id }, marta);
    });

    it('== fires on the price equal to the cent, in the customer’s language', async () => {
      await t.database.db.execute(sql`update users set locale = 'de-DE' where login = ${DEMO.company}`);
      await importFile(file(['2030-02-02', 'FTB Q1-30', '60,01']));
      const id = await add(company, { product: 'FTB Q1-30', type: '==', price: 60 });
      expect(await importFile(file(['2030-02-03', 'FTB Q1-30', '60,00']))).toMatchObject({ fired: 1, mailed: 1 });
      const [mail] = (await alertMails()).slice(-1);
      expect(mail).toMatchObject({ language: 'de-DE', subject: 'Preisalarm: FTB Q1-30' });
      expect(mail?.text).toContain('gleich 60,00 €/MWh');
      await post('/omip/delete/alerts/', { id }, company);
      await t.database.db.execute(sql`update users set locale = 'ca-ES' where login = ${DEMO.company}`);
    });

    it('the customer’s preferences may turn the mail off: the alert fires, no mail is written', async () => {
      await importFile(file(['2030-03-02', 'FTB Q2-30', '30,00']));
      const id = await add(marta, { product: 'FTB Q2-30', type: '<', price: 40 });
      const before = (await alertMails()).length;
      const asked: number[] = [];
      const report = await importOmipLines(
        {
          db: t.database.db,
          mail: t.app.portal.mail,
          mayMail: async (_executor, customerId) => {
            asked.push(customerId);
            return false;
          },
          organisation: async () => 'Energia Demo',
          publicUrl: 'http://portal.test',
        },
        file(['2030-03-03', 'FTB Q2-30', '31,00']).split('\n'),
      );
      expect(report).toMatchObject({ fired: 1, mailed: 0 });
      expect(asked).toHaveLength(1);
      expect((await alertMails()).length).toBe(before);
      expect((await alertsOf(marta)).find((a) => a.id === id)?.last_fired_price).toBe(31);
      await post('/omip/delete/alerts/', { id }, marta);
    });

    it('as the portal is wired: a customer who turns the alerts’ mail off in their preferences gets no mail, the alert still fires', async () => {
      const preferences = (body: object) =>
        t.app.inject({ method: 'PUT', url: '/api/v1/notification_preferences/', headers: bearer(company), payload: body });
      const all = { invoice_issued: true, payment_failed: true, change_signed: true };
      expect((await preferences({ ...all, price_alert_fired: false })).statusCode).toBe(200);
      await importFile(file(['2030-04-01', 'FTB Q3-30', '70,00']));
      const id = await add(company, { product: 'FTB Q3-30', type: '<', price: 50 });
      const before = (await alertMails()).length;
      expect(await importFile(file(['2030-04-02', 'FTB Q3-30', '45,00']))).toMatchObject({ fired: 1, mailed: 0 });
      expect((await alertMails()).length).toBe(before);
      expect((await alertsOf(company)).find((a) => a.id === id)?.last_fired_price).toBe(45);
      // Back on: the next crossing mails.
      expect((await preferences({ ...all, price_alert_fired: true })).statusCode).toBe(200);
      await importFile(file(['2030-04-03', 'FTB Q3-30', '55,00']));
      expect(await importFile(file(['2030-04-04', 'FTB Q3-30', '44,00']))).toMatchObject({ fired: 1, mailed: 1 });
      expect((await alertMails()).length).toBe(before + 1);
      await post('/omip/delete/alerts/', { id }, company);
    });

    it('a file whose header is not OMIP’s is refused whole, nothing stored', async () => {
      const before = await scalar<number>(t.database, sql`select count(*)::int from omip_settlement_prices`);
      const res = await post('/staff/omip/prices', { file: 'Contract;Last Price\nFTB YR-27;61,55' }, staff);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'omip_file_unreadable', detail: expect.stringContaining('trading date') });
      expect(await scalar<number>(t.database, sql`select count(*)::int from omip_settlement_prices`)).toBe(before);
    });

    it('only staff import: no token, or a customer’s, is 401', async () => {
      expect((await post('/staff/omip/prices', { file: file(['2030-01-02', 'FTB YR-30', '1,00']) })).statusCode).toBe(401);
      expect((await post('/staff/omip/prices', { file: file(['2030-01-02', 'FTB YR-30', '1,00']) }, marta)).statusCode).toBe(401);
    });

    it('npm run staff -- omip <file>: the skipped lines by number, then the counts', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const out: string[] = [];
      const err: string[] = [];
      const code = await runStaffCli(['omip', SAMPLE], {
        env: {
          PORTAL_URL: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
          STAFF_EMAIL: DEMO_STAFF.email,
          STAFF_PASSWORD: DEMO_STAFF.password,
        },
        out: (text) => out.push(text),
        err: (text) => err.push(text),
        tokens: memoryTokenStore(),
      });
      expect(err.join('\n')).toBe('');
      expect(code).toBe(0);
      expect(out.join('\n')).toContain('line 13: skipped (price_invalid): "55,105" is not a price');
      expect(out.join('\n')).toMatch(/24 settlement prices stored for 8 products, 1 lines skipped \(26 lines\)/);
    });
  });

  it('the page’s setting off: every call answers 404 like the page', async () => {
    await t.app.portal.settings.patch('public', { priceAlerts: { enabled: false } });
    try {
      expect((await get('/omip/products/', marta)).statusCode).toBe(404);
      expect((await get('/omip/alerts/', marta)).statusCode).toBe(404);
      expect((await post('/omip/alerts/', { product: 'FTB YR-27', type: '>', price: 1 }, marta)).statusCode).toBe(404);
      expect((await post('/omip/delete/alerts/', { id: 1 }, marta)).statusCode).toBe(404);
    } finally {
      await t.app.portal.settings.patch('public', { priceAlerts: { enabled: true } });
    }
  });
});
