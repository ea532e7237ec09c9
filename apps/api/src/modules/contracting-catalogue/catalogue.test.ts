import { cupsControlLetters, DEFAULT_CONTRACTING_CONFIG, type TLanguage } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { priceLists, productOffers, productOfferTexts, tariffs } from '../../db/schema/index.ts';
import { DEMO_FRIEND_CODE } from '../../seed/demo/demo-coupons.ts';
import { DEMO_CNAES, DEMO_PRODUCT_OFFERS, DEMO_PROMOCODE, DEMO_REGISTRY_CUPS } from '../../seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const READS_PER_MINUTE = 6;
const COUPON_CHECKS_PER_MINUTE = 3;

// A valid CUPS the registry does not hold: the price lists check its shape only.
const UNKNOWN_CUPS = `ES0021000000009999${cupsControlLetters('0021000000009999')}`;
const ELECTRICITY_CUPS = DEMO_REGISTRY_CUPS.available20TD;
const GAS_CUPS = DEMO_REGISTRY_CUPS.gas;

type Offer = (typeof DEMO_PRODUCT_OFFERS)[number];
const demoOffer = (key: string): Offer => DEMO_PRODUCT_OFFERS.find((o) => o.key === key) as Offer;

describe('the contracting catalogue', () => {
  let t: TestApp;
  let address = 0;
  // Each call from an address of its own, but the throttling tests'.
  const get = (
    url: string,
    headers: Record<string, string> = {},
    remoteAddress = `10.26.${Math.floor(++address / 250)}.${address % 250}`,
  ) => t.app.inject({ method: 'GET', url, headers, remoteAddress });
  /** The offer ids by demo key (serial ids, in the seed's order). */
  const offerIds = new Map<string, number>();
  const tariffIds = new Map<string, number>();
  const keysOf = (products: Array<{ id: number }>) =>
    products.map((p) => [...offerIds].find(([, id]) => id === p.id)?.[0] ?? `test offer ${p.id}`);

  const queryOf = (query: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));
  const priceList = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    get(`/api/v1/pricelist?${queryOf(query)}`, headers);
  const gasPriceList = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    get(`/api/v2/gas/pricelist?${queryOf(query)}`, headers);

  /** An offer of the tests' own, behind a promotional code so that the demo's answers stay as they are. */
  async function insertOffer(values: {
    promocode: string;
    active?: boolean;
    texts: Partial<Record<TLanguage, { name: string; html: string }>>;
  }): Promise<number> {
    const db = t.database.db;
    const [list] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.name, 'LLUM_ESTABLE_20TD'));
    const [offer] = await db
      .insert(productOffers)
      .values({
        priceListId: list!.id,
        tariffId: tariffIds.get('2.0TD')!,
        maxPowerKw: 15,
        promocode: values.promocode,
        active: values.active ?? true,
      })
      .returning({ id: productOffers.id });
    await db.insert(productOfferTexts).values(
      Object.entries(values.texts).map(([language, text]) => ({
        offerId: offer!.id,
        language,
        name: text.name,
        descriptionHtml: text.html,
      })),
    );
    return offer!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({
      config: { contractingCatalogue: { readsPerMinute: READS_PER_MINUTE, couponChecksPerMinute: COUPON_CHECKS_PER_MINUTE } },
    });
    const db = t.database.db;
    for (const row of await db.select({ id: tariffs.id, name: tariffs.name }).from(tariffs)) tariffIds.set(row.name, row.id);
    const offers = rowsOf<{ id: number; name: string }>(
      await db.execute(
        sql`select o.id, t.name from ${productOffers} o join ${productOfferTexts} t on t.offer_id = o.id and t.language = 'ca-ES' order by o.id`,
      ),
    );
    for (const offer of DEMO_PRODUCT_OFFERS) {
      const row = offers.find((o) => o.name === offer.texts['ca-ES'].name);
      if (row) offerIds.set(offer.key, row.id);
    }
  }, 180_000);
  afterAll(() => t.close());

  it('seeds every demo offer and the cnae list', () => {
    expect([...offerIds.keys()]).toEqual(DEMO_PRODUCT_OFFERS.map((o) => o.key));
  });

  describe('GET contractacio/config', () => {
    const config = (headers: Record<string, string> = {}) => get('/api/v1/contractacio/config', headers);

    it("answers a visitor the retailer's rules, the CRM phone and no prefill, never cached", async () => {
      const res = await config();
      expect(res.statusCode).toBe(200);
      const phoneCrm = (await t.app.portal.settings.privateSettings()).organization.phone_crm;
      expect(res.json()).toEqual({ ...DEFAULT_CONTRACTING_CONFIG, phoneCrm, prefill: null });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      [
        'a person: given name and two surnames from the full name, the mobile of a contract',
        '12345678Z',
        {
          vat: '12345678Z',
          name: 'Marta',
          surName1: 'Puig',
          surName2: 'Serra',
          mobile: '+34 612 345 678',
          email: 'marta.puig@correu.example',
        },
      ],
      [
        'a company: its name whole, no surnames',
        'B58378431',
        { vat: 'B58378431', name: 'Fusteria Vallès SL', surName1: '', surName2: '', email: 'administracio@fusteriavalles.example' },
      ],
      [
        'a customer without contracts nor addresses: no mobile',
        '87654321X',
        { vat: '87654321X', name: 'Jordi', surName1: 'Soler', surName2: 'Vidal', mobile: '', email: 'jordi.soler@correu.example' },
      ],
    ])('fills in the person step for a signed-in customer: %s', async (_case, login, prefill) => {
      const res = await config(bearer(await t.login(login)));
      expect(res.statusCode).toBe(200);
      expect(res.json().prefill).toMatchObject(prefill);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('fills it in for a read-only token too (a GET)', async () => {
      const readOnly = (await t.app.portal.auth.issueReadOnlyToken('12345678Z'))!;
      const res = await config(bearer(readOnly));
      expect(res.statusCode).toBe(200);
      expect(res.json().prefill).toMatchObject({ vat: '12345678Z', name: 'Marta' });
    });

    it('refuses a token that is presented and invalid (401), as every optional route', async () => {
      expect((await config(bearer('not-a-token'))).statusCode).toBe(401);
    });

    it('reads contractation.rules over the defaults: a switch set, a malformed one kept at its default', async () => {
      const phoneCrm = (await t.app.portal.settings.privateSettings()).organization.phone_crm;
      await t.app.portal.settings.patch('private', {
        contractation: { rules: { restrictCompanyVAT: true, dniRequired: false, emailRequired: 'no' } },
        organization: { phone_crm: '900 123 456' },
      });
      try {
        expect((await config()).json()).toMatchObject({
          restrictCompanyVAT: true,
          dniRequired: false,
          emailRequired: true,
          haltContractation: false,
          phoneCrm: '900 123 456',
        });
      } finally {
        await t.app.portal.settings.patch('private', { contractation: { rules: null }, organization: { phone_crm: phoneCrm } });
      }
      expect((await config()).json()).toMatchObject({ restrictCompanyVAT: false, dniRequired: true });
    });
  });

  describe('GET misc/cnaes/', () => {
    it('answers every cnae as {id, name: code, descripcio}, by code, with 9820 as id 986; cached 30 minutes per language', async () => {
      const res = await get('/api/v1/misc/cnaes/', { 'accept-language': 'es-ES' });
      expect(res.statusCode).toBe(200);
      const cnaes = res.json() as Array<{ id: number; name: string; descripcio: string }>;
      expect(cnaes).toHaveLength(DEMO_CNAES.length);
      expect(cnaes.map((c) => c.name)).toEqual(DEMO_CNAES.map((c) => c.code).sort());
      expect(cnaes).toContainEqual({
        id: 986,
        name: '9820',
        descripcio: 'Actividades de los hogares como productores de servicios para uso propio',
      });
      expect(res.headers['cache-control']).toBe('public, max-age=1800');
      expect(res.headers.vary).toBe('Accept-Language');
    });

    it.each([
      ['ca-ES', 'Activitats de les llars com a productors de serveis per a ús propi'],
      ['en', 'Undifferentiated service-producing activities of private households for own use'],
      ['gl-ES,gl;q=0.9', 'Actividades dos fogares como produtores de servizos para uso propio'],
      ['fr-FR', 'Activités indifférenciées des ménages en tant que producteurs de services pour usage propre'],
      ['de', 'Herstellung von Dienstleistungen durch private Haushalte für den Eigenbedarf ohne ausgeprägten Schwerpunkt'],
      // A language not ours, or none: the retailer's default (ca-ES in the demo).
      ['ja-JP', 'Activitats de les llars com a productors de serveis per a ús propi'],
      ['', 'Activitats de les llars com a productors de serveis per a ús propi'],
    ])('words them in Accept-Language %j', async (language, title) => {
      const res = await get('/api/v1/misc/cnaes', language ? { 'accept-language': language } : {});
      expect((res.json() as Array<{ id: number; descripcio: string }>).find((c) => c.id === 986)?.descripcio).toBe(title);
    });
  });

  describe('GET pricelist and gas/pricelist', () => {
    const electricity = (atr: string, power: number | string, extra: Record<string, string> = {}) =>
      priceList({ power, atr: tariffIds.get(atr)!, cups: ELECTRICITY_CUPS, ...extra });

    it.each([
      ['2.0TD at 4.6 kW: the products open to everyone, without self-consumption', '2.0TD', 4.6, {}, ['llum-estable', 'llum-indexada']],
      ['2.0TD at 15 kW (the range includes its top)', '2.0TD', 15, {}, ['llum-estable', 'llum-indexada']],
      ['2.0TD above 15 kW: none', '2.0TD', 15.001, {}, []],
      ['3.0TD at 20 kW', '3.0TD', 20, {}, ['empresa-preu-fix']],
      ['3.0TD at 15 kW: under its range', '3.0TD', 15, {}, []],
      ['3.0TD just above 15 kW', '3.0TD', 15.001, {}, ['empresa-preu-fix']],
      ['6.1TD: no product', '6.1TD', 50, {}, []],
      ['a gas tariff on the electricity call: none', 'RL.1', 4.6, {}, []],
      [
        'self-consumption (1): the self-consumption-only product too',
        '2.0TD',
        4.6,
        { selfcons: '1' },
        ['llum-estable', 'llum-indexada', 'llum-solar'],
      ],
      ['self-consumption (true)', '2.0TD', 4.6, { selfcons: 'true' }, ['llum-estable', 'llum-indexada', 'llum-solar']],
      ['no self-consumption (0)', '2.0TD', 4.6, { selfcons: '0' }, ['llum-estable', 'llum-indexada']],
      ['no self-consumption (false)', '2.0TD', 4.6, { selfcons: 'false' }, ['llum-estable', 'llum-indexada']],
      [
        'the promotional code: its product first',
        '2.0TD',
        4.6,
        { promocode: DEMO_PROMOCODE },
        ['llum-benvinguda', 'llum-estable', 'llum-indexada'],
      ],
      [
        'the code in another case, with spaces',
        '2.0TD',
        4.6,
        { promocode: ' benVinguda ' },
        ['llum-benvinguda', 'llum-estable', 'llum-indexada'],
      ],
      ['a code no product has', '2.0TD', 4.6, { promocode: 'NOPE' }, ['llum-estable', 'llum-indexada']],
      ['an empty code', '2.0TD', 4.6, { promocode: '' }, ['llum-estable', 'llum-indexada']],
      [
        'the code and self-consumption',
        '2.0TD',
        4.6,
        { promocode: DEMO_PROMOCODE, selfcons: '1' },
        ['llum-benvinguda', 'llum-estable', 'llum-indexada', 'llum-solar'],
      ],
      ['the code on 3.0TD: its product is a 2.0TD one', '3.0TD', 20, { promocode: DEMO_PROMOCODE }, ['empresa-preu-fix']],
      [
        'a CUPS the registry does not hold (its shape is what counts)',
        '2.0TD',
        4.6,
        { cups: UNKNOWN_CUPS },
        ['llum-estable', 'llum-indexada'],
      ],
    ] as const)('electricity, %s', async (_case, atr, power, extra, expected) => {
      const res = await electricity(atr, power, extra);
      expect(res.statusCode).toBe(200);
      expect(keysOf(res.json())).toEqual(expected);
    });

    it.each([
      ['RL.1', {}, ['gas-llar']],
      ['RL.2', {}, ['gas-llar-plus']],
      ['RL.3', {}, []],
      ['2.0TD', {}, []],
      ['RL.1', { promocode: DEMO_PROMOCODE }, ['gas-llar']],
      ['RL.1', { cups: UNKNOWN_CUPS }, ['gas-llar']],
    ] as const)('gas on %s %j', async (atr, extra, expected) => {
      const res = await gasPriceList({ atr: tariffIds.get(atr)!, cups: GAS_CUPS, ...extra });
      expect(res.statusCode).toBe(200);
      expect(keysOf(res.json())).toEqual(expected);
    });

    it('answers each product as {id, name, ov_description, ov_link}, cached 30 minutes per language', async () => {
      const res = await electricity('2.0TD', 4.6, { lang: 'en-US' });
      const estable = demoOffer('llum-estable');
      expect(res.json()[0]).toEqual({
        id: offerIds.get('llum-estable'),
        name: estable.texts['en-US'].name,
        ov_description: estable.texts['en-US'].html,
        ov_link: estable.link,
      });
      expect(res.headers['cache-control']).toBe('public, max-age=1800');
      expect(res.headers.vary).toBe('Accept-Language');
    });

    it.each([
      ['?lang=', { lang: 'es-ES' }, {}, 'Luz Estable'],
      ['Accept-Language', {}, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }, 'Strom Stabil'],
      ['?lang= over Accept-Language', { lang: 'gl-ES' }, { 'accept-language': 'fr-FR' }, 'Luz Estable'],
      ['a language not ours: the default', {}, { 'accept-language': 'ja' }, 'Llum Estable'],
      ['no language: the default', {}, {}, 'Llum Estable'],
    ])('words the products by %s', async (_case, query, headers, name) => {
      const res = await priceList({ power: 4.6, atr: tariffIds.get('2.0TD')!, cups: ELECTRICITY_CUPS, ...query }, headers);
      expect(res.json()[0].name).toBe(name);
    });

    it("falls back to the retailer's default language, then to any language the product has", async () => {
      const id = await insertOffer({
        promocode: 'TESTLANG',
        texts: {
          'es-ES': { name: 'Prueba', html: '<p>Prueba</p>' },
          'fr-FR': { name: 'Essai', html: '<p>Essai</p>' },
        },
      });
      const named = async (lang: string) =>
        (await electricity('2.0TD', 4.6, { promocode: 'TESTLANG', lang })).json().find((p: { id: number }) => p.id === id)?.name;
      // Asked in German, the default (ca-ES) missing: one of those it has, in a stable order.
      expect(await named('de-DE')).toBe('Prueba');
      expect(await named('fr-FR')).toBe('Essai');
      const before = (await t.app.portal.settings.privateSettings()).language.default;
      await t.app.portal.settings.patch('public', { language: { default: 'fr-FR' } });
      try {
        expect(await named('de-DE')).toBe('Essai');
      } finally {
        await t.app.portal.settings.patch('public', { language: { default: before } });
      }
    });

    it('cleans the description: no script, no event handler, no javascript: link', async () => {
      await insertOffer({
        promocode: 'TESTHTML',
        texts: {
          'ca-ES': {
            name: 'Brut',
            html: '<p onclick="alert(1)">Hola <b>tu</b></p><script>alert(1)</script><a href="javascript:alert(1)">enllaç</a><img src="x" onerror="alert(1)"><iframe src="https://example.com"></iframe>',
          },
        },
      });
      const products = (await electricity('2.0TD', 4.6, { promocode: 'TESTHTML' })).json() as Array<{
        name: string;
        ov_description: string;
      }>;
      const html = products.find((p) => p.name === 'Brut')?.ov_description ?? '';
      expect(html).toContain('<p>Hola <b>tu</b></p>');
      for (const bad of ['<script', 'alert', 'onclick', 'onerror', 'javascript:', '<iframe']) expect(html).not.toContain(bad);
    });

    it('leaves an inactive product out', async () => {
      const indexada = offerIds.get('llum-indexada')!;
      await t.database.db.update(productOffers).set({ active: false }).where(eq(productOffers.id, indexada));
      try {
        expect(keysOf((await electricity('2.0TD', 4.6)).json())).toEqual(['llum-estable']);
      } finally {
        await t.database.db.update(productOffers).set({ active: true }).where(eq(productOffers.id, indexada));
      }
    });

    it.each([
      ['no CUPS', { power: 4.6, atr: 1 }, 'cups'],
      ['a CUPS too short', { power: 4.6, atr: 1, cups: 'ES0031' }, 'cups'],
      ['a CUPS with wrong control letters', { power: 4.6, atr: 1, cups: 'ES0021000000009999XX' }, 'cups'],
      ['no atr', { power: 4.6, cups: ELECTRICITY_CUPS }, 'atr'],
      ['an atr that is no id', { power: 4.6, atr: 'abc', cups: ELECTRICITY_CUPS }, 'atr'],
      ['atr 0', { power: 4.6, atr: 0, cups: ELECTRICITY_CUPS }, 'atr'],
      ['no power', { atr: 1, cups: ELECTRICITY_CUPS }, 'power'],
      ['a power that is no number', { power: 'abc', atr: 1, cups: ELECTRICITY_CUPS }, 'power'],
      ['a negative power', { power: -1, atr: 1, cups: ELECTRICITY_CUPS }, 'power'],
      ['a huge power', { power: 1e9, atr: 1, cups: ELECTRICITY_CUPS }, 'power'],
      ['selfcons not a flag', { power: 4.6, atr: 1, cups: ELECTRICITY_CUPS, selfcons: 'maybe' }, 'selfcons'],
      ['a language not ours', { power: 4.6, atr: 1, cups: ELECTRICITY_CUPS, lang: 'xx-XX' }, 'lang'],
      ['a code too long', { power: 4.6, atr: 1, cups: ELECTRICITY_CUPS, promocode: 'X'.repeat(65) }, 'promocode'],
    ])('electricity refuses %s (400 with the field)', async (_case, query, field) => {
      const res = await priceList(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it.each([
      ['no CUPS', { atr: 1 }, 'cups'],
      ['a bad CUPS', { atr: 1, cups: 'ES0230XXXX' }, 'cups'],
      ['no atr', { cups: GAS_CUPS }, 'atr'],
      ['a bad atr', { atr: '-3', cups: GAS_CUPS }, 'atr'],
    ])('gas refuses %s (400 with the field)', async (_case, query, field) => {
      const res = await gasPriceList(query);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });
  });

  describe('GET leads/validate-coupon/:coupon/', () => {
    beforeAll(async () => {
      await insertOffer({ promocode: 'OLDCODE', active: false, texts: { 'ca-ES': { name: 'Antiga', html: '<p>Antiga</p>' } } });
    });

    it.each([
      ['the promotional code', DEMO_PROMOCODE, true],
      ['the promotional code in lower case', DEMO_PROMOCODE.toLowerCase(), true],
      ['the promotional code with spaces around', ` ${DEMO_PROMOCODE} `, true],
      ["a customer's referral code", DEMO_FRIEND_CODE, true],
      ["a customer's referral code in lower case", DEMO_FRIEND_CODE.toLowerCase(), true],
      ['a code nobody has', 'NOPE-1234', false],
      ["an inactive product's code", 'OLDCODE', false],
    ])('answers %s: valid %s', async (_case, coupon, valid) => {
      const res = await get(`/api/v1/leads/validate-coupon/${encodeURIComponent(coupon)}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      ['only spaces', '%20%20'],
      ['a code too long', 'X'.repeat(65)],
      ['a control character', 'AB%01CD'],
    ])('refuses %s (400)', async (_case, coupon) => {
      expect((await get(`/api/v1/leads/validate-coupon/${coupon}/`)).statusCode).toBe(400);
    });
  });

  describe('throttling', () => {
    it('counts the reads of an address together, and answers 429 with Retry-After over the limit', async () => {
      const from = '10.27.0.1';
      const calls = [
        '/api/v1/contractacio/config',
        '/api/v1/misc/cnaes/',
        `/api/v1/pricelist?power=4.6&atr=${tariffIds.get('2.0TD')}&cups=${ELECTRICITY_CUPS}`,
        `/api/v2/gas/pricelist?atr=${tariffIds.get('RL.1')}&cups=${GAS_CUPS}`,
        // Counted before validation: a bad request spends a read too.
        '/api/v1/pricelist?power=abc',
        '/api/v1/misc/cnaes/',
      ];
      expect(calls).toHaveLength(READS_PER_MINUTE);
      for (const url of calls) expect((await get(url, {}, from)).statusCode).not.toBe(429);
      const over = await get('/api/v1/misc/cnaes/', {}, from);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('too_many_requests');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // The coupon checks have their own counter.
      expect((await get(`/api/v1/leads/validate-coupon/${DEMO_PROMOCODE}/`, {}, from)).statusCode).toBe(200);
    });

    it('allows fewer coupon checks than reads: each is a guess', async () => {
      const from = '10.27.0.2';
      for (let i = 0; i < COUPON_CHECKS_PER_MINUTE; i++) {
        expect((await get(`/api/v1/leads/validate-coupon/GUESS${i}/`, {}, from)).statusCode).toBe(200);
      }
      expect((await get('/api/v1/leads/validate-coupon/GUESS9/', {}, from)).statusCode).toBe(429);
      expect((await get('/api/v1/misc/cnaes/', {}, from)).statusCode).toBe(200);
    });
  });
});
