import type { AddressInfo } from 'node:net';
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
import { DEMO } from '../../test/contracts-test-support.ts';
import { bearer, type TestApp } from '../../test/test-app.ts';

const EXPORT = '/api/v1/staff/contracting-leads/export';
const DATE_TIME = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('staff’s CSV of the contracting leads (GET staff/contracting-leads/export, npm run staff -- leads contracting --csv)', () => {
  let t: TestApp;
  let refs: ContractingRefs;
  let staff: string;
  const client = contractingClient(() => t);
  /** A confirmed electricity lead and a dual one left at its electricity contract, both posted through POST leads. */
  let confirmed: { id: number; vat: string; customerId: number };
  let dual: { id: number; vat: string };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...bearer(staff), 'accept-language': 'es-ES', ...headers } });

  beforeAll(async () => {
    t = await createContractingTestApp();
    refs = await contractingRefs(t);
    staff = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/login',
        payload: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
      })
    ).json().token;
    // The products' names as the catalogue writes them: Catalan and Spanish only (English falls back to another language's).
    for (const [offer, ca, es] of [
      [refs.offerElectricity, 'Tarifa Llar', 'Tarifa Hogar'],
      [refs.offerGas, 'Gas Llar', 'Gas Hogar'],
    ] as const) {
      await t.database.db.execute(
        sql`insert into product_offer_texts (offer_id, language, name, description_html) values (${offer}, 'ca-ES', ${ca}, ''), (${offer}, 'es-ES', ${es}, '')`,
      );
    }

    const whole = wizard(refs, nif(41_000_001));
    const b = browser();
    const id = await client.upToPayment(b, 'electricity', whole);
    const done = await client.post(b, { lead_id: id, type: 'electricity', step: 5, confirmation: whole.confirmation });
    expect(done.json().confirm?.status, done.body).toBe('OK');
    confirmed = { id, vat: whole.person.vat, customerId: (await storedLead(t, id))?.customer_id as number };
    expect(confirmed.customerId).toBeGreaterThan(0);

    const half = wizard(refs, nif(41_000_002));
    const d = browser();
    const first = await client.post(d, { type: 'dual', step: 1, installation: half.installation });
    expect(first.statusCode, first.body).toBe(200);
    dual = { id: first.json().lead_id, vat: half.person.vat };
    for (const step of [
      { step: 2, person: half.person },
      { step: 3, contract: half.contract },
    ]) {
      const res = await client.post(d, { lead_id: dual.id, type: 'dual', ...step });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  it('answers the leads as a CSV in the request’s language, one line each, the visitor’s texts kept from running as formulas', async () => {
    const res = await get(EXPORT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/contracting-leads-\d{4}-\d{2}-\d{2}\.csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rest] = lines(res.body);
    expect(header).toBe(
      'Número;Tipo;Paso alcanzado;Estado;Iniciada;Último cambio;NIF del titular;Titular;Correo electrónico;Móvil;' +
        'CUPS de electricidad;CUPS de gas;Producto de electricidad;Producto de gas;Acepta que lo contacten;Recordatorio enviado;Cliente',
    );
    // Most recently changed first: the dual lead was posted last.
    expect(rest.filter((line) => line !== '')).toHaveLength(2);
    const email = (vat: string) => `"laia.${vat.toLowerCase()}@example.com"`;
    const cups = wizard(refs, confirmed.vat).installation.cups;
    // The mobile as typed starts with "+": a spreadsheet would run it, so it is quoted behind an apostrophe.
    expect(rest[0]).toMatch(
      new RegExp(
        `^${dual.id};Electricidad y gas;3\\. Contrato de electricidad;En curso;${DATE_TIME};${DATE_TIME};${dual.vat};Laia Puig Soler;` +
          `${email(dual.vat)};"'\\+34 612 345 678";${cups};;Tarifa Hogar;;Sí;No;$`,
      ),
    );
    expect(rest[1]).toMatch(
      new RegExp(
        `^${confirmed.id};Electricidad;5\\. Confirmación;Confirmada;${DATE_TIME};${DATE_TIME};${confirmed.vat};Laia Puig Soler;` +
          `${email(confirmed.vat)};"'\\+34 612 345 678";${cups};;Tarifa Hogar;;Sí;No;${confirmed.customerId}$`,
      ),
    );
  });

  it('filters by type, state and the days the leads were started', async () => {
    const ids = async (query: string) =>
      lines((await get(`${EXPORT}?${query}`)).body)
        .slice(1)
        .filter((line) => line !== '')
        .map((line) => Number(line.split(';')[0]));
    expect(await ids('state=confirmed')).toEqual([confirmed.id]);
    expect(await ids('state=in_progress&type=dual')).toEqual([dual.id]);
    expect(await ids('type=gas')).toEqual([]);
    expect(await ids('from=2020-01-01&to=2020-12-31')).toEqual([]);
    expect(await ids('from=2020-01-01&to=2099-12-31')).toEqual([dual.id, confirmed.id]);
  });

  it('filters the list by the same days as the CSV, and refuses a range that ends before it starts', async () => {
    const listed = async (query: string) =>
      (await get(`/api/v1/staff/contracting-leads?${query}`)).json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
    expect(await listed('from=2020-01-01&to=2020-12-31')).toEqual([]);
    expect(await listed('from=2020-01-01&to=2099-12-31&type=dual')).toEqual([dual.id]);
    const refused = await get('/api/v1/staff/contracting-leads?from=2026-03-02&to=2026-03-01');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json().errors)).toContain('to');
  });

  it.each([
    ['state=lost', 'state'],
    ['type=water', 'type'],
    ['from=2026-02-30', 'from'],
    ['from=2026-03-02&to=2026-03-01', 'to'],
  ])('refuses %s with a field error', async (query, field) => {
    const res = await get(`${EXPORT}?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('is staff’s only: no token, a customer’s token, a read-only one or the customer web’s cookie get 401', async () => {
    const marta = await t.login(DEMO.marta);
    const readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta)) as string;
    expect((await t.app.inject({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
    for (const token of [marta, readOnly]) {
      const res = await t.app.inject({ method: 'GET', url: EXPORT, headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'staff_token_invalid' });
    }
    expect((await t.app.inject({ method: 'GET', url: EXPORT, cookies: { token: marta } })).statusCode).toBe(401);
  });

  describe('npm run staff -- leads contracting --csv', () => {
    let url: string;
    const cli = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const written: string[] = [];
      const code = await runStaffCli(argv, {
        env: { PORTAL_URL: url, STAFF_EMAIL: DEMO_STAFF.email, STAFF_PASSWORD: DEMO_STAFF.password, LANG: 'ca_ES.UTF-8' },
        out: (text) => out.push(text),
        write: (text) => written.push(text),
        err: (text) => err.push(text),
        tokens: memoryTokenStore(),
      });
      return { code, out: out.join('\n'), err: err.join('\n'), written: written.join('') };
    };
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    it('writes the CSV to standard output in LANG, filtered', async () => {
      const { code, err, written } = await cli('leads', 'contracting', '--csv', '--state', 'confirmed');
      expect(err).toBe('');
      expect(code).toBe(0);
      const [header, line, end] = lines(written);
      expect(header).toMatch(/^Número;Tipus;Pas assolit;Estat;/);
      expect(line).toMatch(
        new RegExp(`^${confirmed.id};Electricitat;5\\. Confirmació;Confirmada;.*;Tarifa Llar;;Sí;No;${confirmed.customerId}$`),
      );
      expect(end).toBe('');
    });

    it('in the language of --lang, within --from and --to; days without --csv are bad usage', async () => {
      const english = await cli(
        'leads',
        'contracting',
        '--csv',
        '--lang',
        'en-US',
        '--type',
        'dual',
        '--from',
        '2020-01-01',
        '--to',
        '2099-12-31',
      );
      expect(english.code).toBe(0);
      const [header, line] = lines(english.written);
      expect(header).toMatch(/^Number,Type,Step reached,Status,/);
      // No English name in the catalogue: another language's.
      expect(line).toMatch(new RegExp(`^${dual.id},Electricity and gas,3\\. Electricity contract,In progress,.*,Tarifa Llar,,Yes,No,$`));
      expect((await cli('leads', 'contracting', '--from', '2026-01-01')).code).toBe(2);
      const refused = await cli('leads', 'contracting', '--csv', '--from', '2026-03-02', '--to', '2026-03-01');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('to: date_range_invalid');
    });
  });
});
