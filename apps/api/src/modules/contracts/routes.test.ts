import { isValidCups, type TContract, ZContractSchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

interface ListBody {
  n_items: number;
  offset: number;
  limit: number;
  items: Array<{ name: string; state: string; type: string }>;
}

describe('contract list and detail', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let newcomer: string;
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const list = async (query: string, token = marta) => {
    const res = await get(`/api/v2/contracts?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return json<ListBody>(res);
  };

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company, newcomer] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company), t.login(DEMO.newcomer)]);
  });
  afterAll(() => t.close());

  describe('GET /api/v2/contracts/list-info/', () => {
    it('counts the customer’s contracts of each kind', async () => {
      expect(json(await get('/api/v2/contracts/list-info/', marta))).toEqual({
        result: { electricity: { n_items: 4 }, gas: { n_items: 3 } },
      });
      expect(json(await get('/api/v2/contracts/list-info/', company))).toEqual({
        result: { electricity: { n_items: 3 }, gas: { n_items: 0 } },
      });
      expect(json(await get('/api/v2/contracts/list-info/', newcomer))).toEqual({
        result: { electricity: { n_items: 0 }, gas: { n_items: 0 } },
      });
    });

    it('needs a token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/contracts/list-info/' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/v2/contracts', () => {
    it('lists one kind, active contracts first, then by name', async () => {
      const electricity = await list('type=electricity');
      expect(electricity).toMatchObject({ n_items: 4, offset: 0, limit: 10 });
      expect(electricity.items.map((c) => [c.name, c.state])).toEqual([
        [DEMO.active, 'activa'],
        [DEMO.waiting, 'activa'],
        [DEMO.closed, 'baixa'],
        [DEMO.draftSigned, 'esborrany'],
      ]);
      const gas = await list('type=gas');
      expect(gas.items.map((c) => [c.name, c.state])).toEqual([
        [DEMO.gas, 'activa'],
        [DEMO.cancelledGas, 'cancelada'],
        [DEMO.draftUnsigned, 'esborrany'],
      ]);
      for (const item of [...electricity.items, ...gas.items]) expect(() => ZContractSchema.parse(item)).not.toThrow();
    });

    it('lists both kinds when no type is given', async () => {
      expect((await list('')).n_items).toBe(7);
    });

    it('pages with offset and limit; n_items stays the total', async () => {
      const first = await list('type=electricity&offset=0&limit=2');
      const second = await list('type=electricity&offset=2&limit=2');
      const beyond = await list('type=electricity&offset=10&limit=2');
      expect(first).toMatchObject({ n_items: 4, offset: 0, limit: 2 });
      expect(first.items.map((c) => c.name)).toEqual([DEMO.active, DEMO.waiting]);
      expect(second.items.map((c) => c.name)).toEqual([DEMO.closed, DEMO.draftSigned]);
      expect(beyond).toMatchObject({ n_items: 4, items: [] });
    });

    it('searches name, address, CUPS, tariff and price list, case and accents aside', async () => {
      const names = async (filter: string, type = 'electricity') =>
        (await list(`type=${type}&filter=${encodeURIComponent(filter)}`)).items.map((c) => c.name);
      expect(await names('0001002')).toEqual([DEMO.waiting]);
      expect(await names('girona')).toEqual([DEMO.waiting]);
      expect(await names('ARENAL 20')).toEqual([DEMO.draftSigned]);
      expect(await names('es0031405000000003')).toEqual([DEMO.closed]);
      expect(await names('2.0td')).toHaveLength(4);
      expect(await names('indexada')).toEqual([DEMO.waiting]);
      expect(await names('LLUM_ESTABLE')).toEqual([DEMO.active, DEMO.closed, DEMO.draftSigned]);
      expect(await names('RL.2', 'gas')).toEqual([DEMO.draftUnsigned]);
      // Words match anywhere, in any order, all of them.
      expect(await names('barcelona hospital')).toEqual([DEMO.closed]);
      expect(await names('barcelona girona')).toEqual([]);
      // LIKE wildcards are data, not patterns.
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual(await names('LLUM_'));
    });

    it('finds accented text without the accents', async () => {
      await t.database.db.execute(
        sql`update supply_points set full_address = 'CL Sant Adrià 3, 17001 Girona' where cups = 'ES0031405000000002ZH0F'`,
      );
      const found = await list('type=electricity&filter=adria');
      expect(found.items.map((c) => c.name)).toEqual([DEMO.waiting]);
      expect((await list('type=electricity&filter=ADRI%C3%80')).items.map((c) => c.name)).toEqual([DEMO.waiting]);
      await t.database.db.execute(
        sql`update supply_points set full_address = 'CL Nou 14 2, 17001 Girona' where cups = 'ES0031405000000002ZH0F'`,
      );
      expect((await list('type=electricity&filter=adria')).n_items).toBe(0);
    });

    it('keeps the search text when a tariff or price list is renamed', async () => {
      await t.database.db.execute(sql`update price_lists set nom_comercial = 'Llum Solar' where name = 'LLUM_INDEXADA_20TD'`);
      expect((await list('type=electricity&filter=solar')).items.map((c) => c.name)).toEqual([DEMO.waiting]);
      await t.database.db.execute(sql`update price_lists set nom_comercial = 'Llum Indexada' where name = 'LLUM_INDEXADA_20TD'`);
      expect((await list('type=electricity&filter=solar')).n_items).toBe(0);
    });

    it('never shows another customer’s contracts', async () => {
      expect((await list('type=electricity&filter=0002001')).n_items).toBe(0);
      // The workshop, plus the showroom and second workshop of its multipoint invoices (seed/demo/demo-invoices-data.ts).
      expect((await list('type=electricity', company)).items.map((c) => c.name)).toEqual([DEMO.sixPeriods, '0002002', '0002003']);
      expect(await list('type=electricity', newcomer)).toEqual({ n_items: 0, offset: 0, limit: 10, items: [] });
    });

    it.each([
      ['type=water', 'type'],
      ['type=gas&limit=0', 'limit'],
      ['type=gas&limit=201', 'limit'],
      ['type=gas&limit=ten', 'limit'],
      ['type=gas&offset=-1', 'offset'],
      [`type=gas&filter=${'x'.repeat(201)}`, 'filter'],
    ])('refuses %s with a field error on %s', async (query, field) => {
      const res = await get(`/api/v2/contracts?${query}`, marta);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ code: 'validation_error', errors: { [field]: [expect.any(String)] } });
    });
  });

  describe('GET /api/v2/contracts/:contractName', () => {
    it('answers the whole electricity contract', async () => {
      const res = await get(`/api/v2/contracts/${DEMO.active}`, marta);
      expect(res.statusCode).toBe(200);
      const contract = ZContractSchema.parse(json(res));
      expect(contract).toMatchObject({
        name: DEMO.active,
        type: 'electricity',
        state: 'activa',
        sign_date: '2021-03-02',
        owner_partner: { name: 'Marta Puig Serra' },
        fiscal_partner: { name: 'Marta Puig Serra', vat: '12345678Z' },
        fiscal_address: { full_address: 'CL Riera Alta 12 3 1, 08001 Barcelona' },
        cups: { name: 'ES0031408000000001AP0F', city: 'Barcelona', ref_catastral: '9872023VH5797S0001WX' },
        pricelist: { name: 'LLUM_ESTABLE_20TD', nom_comercial: 'Llum Estable' },
        tariff: { name: '2.0TD' },
        contracted_power_period: [
          { period: 'P1', power: 4.6 },
          { period: 'P2', power: 4.6 },
        ],
        bank_account: { printable_iban: 'ES91 2100 0418 4502 0005 1332' },
        invoice_online: 'email',
        notification_address: { full_address: 'CL Riera Alta 12 3 1, 08001 Barcelona', email: 'marta.puig@correu.example' },
        dso: { name: 'e-distribución Redes Digitales', website: 'https://www.edistribucion.com' },
        dso_phone: '900 85 08 40',
        is_peninsula: true,
        atr_available: true,
        waitingForSignature: [],
        no_cession_sips: { state: 'unactive', waiting_for_signature: false },
        // Its link to the household's battery (the amounts come from the ledger: virtual-batteries.test.ts).
        bateria_virtual: [
          {
            bateria: { name: 'Bateria Girona', shared: true },
            data_inici: '2024-01-01',
            data_final: null,
            pes: 40,
            pes_percentatge: 40,
            gestio_descomptes: 'aplicar',
            es_origen: false,
          },
        ],
        pressio: null,
        caudal: null,
      });
      expect(isValidCups(contract.cups.name)).toBe(true);
      expect(contract.attachments.map((a) => [a.name, a.filename, a.category_name])).toEqual([
        ['Contracte signat', 'contracte-0001001.pdf', 'Contracte'],
        ['Condicions generals', 'condicions-generals.pdf', 'Condicions'],
      ]);
      expect(contract.attachments[0]?.size_text).toMatch(/^\d+\u00a0B$/);
    });

    it("names the retailer's documents and their categories in the customer's language", async () => {
      const inLanguage = async (language: string) => {
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/v2/contracts/${DEMO.active}`,
          headers: { ...bearer(marta), 'accept-language': language },
        });
        return json<TContract>(answer).attachments.map((a) => [a.name, a.category_name]);
      };
      expect(await inLanguage('es-ES')).toEqual([
        ['Contrato firmado', 'Contrato'],
        ['Condiciones generales', 'Condiciones'],
      ]);
      expect(await inLanguage('en-US')).toEqual([
        ['Signed contract', 'Contract'],
        ['General terms and conditions', 'Terms'],
      ]);
      expect(await inLanguage('de-DE')).toEqual([
        ['Unterzeichneter Vertrag', 'Vertrag'],
        ['Allgemeine Geschäftsbedingungen', 'Bedingungen'],
      ]);
    });

    it('answers gas with pressure and flow rate, and no power', async () => {
      const contract = json(await get(`/api/v2/contracts/${DEMO.gas}`, marta));
      expect(contract).toMatchObject({ type: 'gas', tariff: { name: 'RL.1' }, pressio: 0.05, caudal: 6, contracted_power_period: [] });
    });

    it('lists the processes waiting for signature', async () => {
      expect(json(await get(`/api/v2/contracts/${DEMO.waiting}`, marta))).toMatchObject({
        waitingForSignature: ['iban'],
        no_cession_sips: { state: 'active', waiting_for_signature: false },
        invoice_online: 'postal',
      });
    });

    it('answers the six power periods of a 3.0TD contract', async () => {
      expect(json(await get(`/api/v2/contracts/${DEMO.sixPeriods}`, company))).toMatchObject({
        tariff: { name: '3.0TD' },
        amount_debt: 412.37,
        contracted_power_period: [
          { period: 'P1', power: 20 },
          { period: 'P2', power: 25 },
          { period: 'P3', power: 25 },
          { period: 'P4', power: 30 },
          { period: 'P5', power: 30 },
          { period: 'P6', power: 35 },
        ],
      });
    });

    it('answers drafts with and without a signature date', async () => {
      expect(json(await get(`/api/v2/contracts/${DEMO.draftSigned}`, marta))).toMatchObject({
        state: 'esborrany',
        sign_date: '2026-11-12',
      });
      expect(json(await get(`/api/v2/contracts/${DEMO.draftUnsigned}`, marta))).toMatchObject({
        state: 'esborrany',
        sign_date: null,
        bank_account: null,
      });
    });

    it('answers 404 for a name that does not exist, belongs to someone else, or is of another type', async () => {
      for (const [url, token] of [
        ['/api/v2/contracts/9999999', marta],
        [`/api/v2/contracts/${DEMO.sixPeriods}`, marta],
        [`/api/v2/contracts/${DEMO.active}`, company],
        [`/api/v2/contracts/${DEMO.active}?type=gas`, marta],
      ] as const) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(404);
        expect(json(res)).toEqual({ code: 'contract_not_found', message: 'contract_not_found' });
      }
    });
  });
});
