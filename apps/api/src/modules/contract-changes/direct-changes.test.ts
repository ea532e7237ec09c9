import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeRequestsOf, createAppWithSettings, DEMO, NEW_ADDRESS, scalar } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const CHANGE_NOT_ALLOWED = { code: 'change_not_allowed', message: 'message_cant_do_operation' };
describe('changes applied at once', () => {
  let t: TestApp;
  let marta: string;
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = marta) =>
    t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
  const detail = async (name: string) =>
    json<Record<string, unknown>>(await t.app.inject({ method: 'GET', url: `/api/v2/contracts/${name}`, headers: bearer(marta) }));
  const history = (name: string) => changeRequestsOf(t.database, name);

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
  });
  afterAll(() => t.close());

  describe('cadastral reference', () => {
    const url = (name: string = DEMO.active) => `/api/v1/contracts/${name}/ref_catastral/?type=electricity`;

    it('normalises and stores it on the supply point, recorded as applied', async () => {
      // Pasted as documents print it: spaces, dots and dashes are separators; the compact form is stored.
      const res = await send('PUT', url(), { ref_catastral: ' 1234567-df3813s.0007 gm ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ ref_catastral: '1234567DF3813S0007GM' });
      expect(await detail(DEMO.active)).toMatchObject({
        ref_catastral: '1234567DF3813S0007GM',
        cups: { ref_catastral: '1234567DF3813S0007GM' },
      });
      expect(await history(DEMO.active)).toEqual([
        { kind: 'ref_catastral', state: 'applied', payload: { ref_catastral: '1234567DF3813S0007GM', previous: '9872023VH5797S0001WX' } },
      ]);
    });

    it.each([
      [{ ref_catastral: '' }, ['required_field']],
      [{ ref_catastral: '   ' }, ['required_field']],
      [{}, ['required_field']],
      [{ ref_catastral: '1234567DF3813S0007GMX' }, ['ref_catastral_dialog_error_length']],
      [{ ref_catastral: '1234567/DF3813' }, ['ref_catastral_dialog_error_no_alpha']],
      [{ ref_catastral: '1234567DF3813S0007GN' }, ['ref_catastral_checksum_invalid']],
      [{ ref_catastral: '1234567 DF3813S 0007 MG' }, ['ref_catastral_checksum_invalid']],
      [{ ref_catastral: '1234567-DF3813S-0007 GMX' }, ['ref_catastral_dialog_error_length']],
    ])('refuses %j (400)', async (payload, keys) => {
      const res = await send('PUT', url(), payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({ ref_catastral: keys });
    });

    it('refuses the current value (400) and a contract that is not active (409)', async () => {
      const same = await send('PUT', url(), { ref_catastral: '1234567DF3813S0007GM' });
      expect(same.statusCode).toBe(400);
      expect(json(same).errors).toEqual({ ref_catastral: ['ref_catastral_same_as_current'] });
      const samePasted = await send('PUT', url(), { ref_catastral: '1234567-DF3813S-0007 GM' });
      expect(json(samePasted).errors).toEqual({ ref_catastral: ['ref_catastral_same_as_current'] });
      const closed = await send('PUT', url(DEMO.closed), { ref_catastral: '1234567DF3813S0007GM' });
      expect(closed.statusCode).toBe(409);
      expect(json(closed)).toEqual(CHANGE_NOT_ALLOWED);
    });

    it('answers 404 when the type does not match the contract', async () => {
      const res = await send('PUT', `/api/v1/contracts/${DEMO.gas}/ref_catastral/?type=electricity`, {
        ref_catastral: '1234567DF3813S0007GM',
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('invoice delivery method', () => {
    it('switches between email and postal', async () => {
      const res = await send('POST', `/api/v1/contracts/${DEMO.gas}/?type=gas`, { invoice_online: 'postal' });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ invoice_online: 'postal' });
      expect(await detail(DEMO.gas)).toMatchObject({ invoice_online: 'postal' });
      expect((await send('POST', `/api/v1/contracts/${DEMO.gas}/`, { invoice_online: 'email' })).statusCode).toBe(200);
      expect(await detail(DEMO.gas)).toMatchObject({ invoice_online: 'email' });
    });

    it.each([[{}], [{ invoice_online: 'fax' }], [{ invoice_online: true }]])('refuses %j (400)', async (payload) => {
      const res = await send('POST', `/api/v1/contracts/${DEMO.gas}/`, payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({ invoice_online: ['required_field'] });
    });

    it('refuses drafts and cancelled contracts (409)', async () => {
      for (const name of [DEMO.draftSigned, DEMO.draftUnsigned, DEMO.cancelledGas]) {
        expect((await send('POST', `/api/v1/contracts/${name}/`, { invoice_online: 'postal' })).statusCode, name).toBe(409);
      }
    });
  });

  describe('SIPS cession opt-out', () => {
    const url = (name: string) => `/api/v1/contracts/${name}/no_cession_sips/`;

    it('becomes requested and waits for the signature', async () => {
      const res = await send('POST', url(DEMO.gas), { noCessionSelection: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ waiting_for_signature: true });
      expect(await detail(DEMO.gas)).toMatchObject({
        no_cession_sips: { state: 'requested', waiting_for_signature: true },
        waitingForSignature: ['no_cession_sips'],
      });
    });

    it('refuses an unticked box or a missing one (400, first message of noCessionSelection)', async () => {
      for (const payload of [{ noCessionSelection: false }, {}, { noCessionSelection: 'yes' }]) {
        const res = await send('POST', url(DEMO.active), payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(json(res).errors).toEqual({ noCessionSelection: ['required_field'] });
      }
    });

    it('refuses when the opt-out is already active or the contract is not active (409)', async () => {
      for (const name of [DEMO.waiting, DEMO.closed, DEMO.draftUnsigned]) {
        const res = await send('POST', url(name), { noCessionSelection: true });
        expect(res.statusCode, name).toBe(409);
        expect(json(res)).toEqual(CHANGE_NOT_ALLOWED);
      }
    });
  });

  describe('contact fields of the notification address', () => {
    const url = (field: string, name: string = DEMO.active) => `/api/v1/contracts/${name}/notification/${field}/`;

    it('changes the email and the phone', async () => {
      const email = await send('PUT', url('email'), { email: ' marta.nova@correu.example ' });
      expect(email.statusCode, email.body).toBe(200);
      expect(json(email)).toEqual({ email: 'marta.nova@correu.example' });
      const phone = await send('PUT', url('phone'), { phone: '+34 699 000 111' });
      expect(phone.statusCode, phone.body).toBe(200);
      expect(await detail(DEMO.active)).toMatchObject({
        notification_address: { email: 'marta.nova@correu.example', mobile: '+34 699 000 111' },
      });
      expect((await history(DEMO.active)).filter((r) => r.kind === 'contact_field')).toHaveLength(2);
    });

    it.each([
      ['email', { email: 'not-an-email' }, { email: ['email_not_valid'] }],
      ['email', { email: '' }, { email: ['required_field'] }],
      ['email', { phone: '+34 699 000 111' }, { email: ['required_field'] }],
      ['phone', { phone: '12' }, { phone: ['lead_contact_phone_not_valid'] }],
      ['phone', { phone: '+34 000 000 000' }, { phone: ['lead_contact_phone_not_valid'] }],
      ['phone', { phone: '+34 699 000 111', email: 'a@b.example' }, { body: ['required_field'] }],
      ['fax', { fax: '934000000' }, { field: [expect.any(String)] }],
    ])('refuses %s %j (400)', async (field, payload, errors) => {
      const res = await send('PUT', url(field), payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errors).toMatchObject(errors);
    });

    it('refuses a closed contract (409)', async () => {
      expect((await send('PUT', url('email', DEMO.closed), { email: 'x@correu.example' })).statusCode).toBe(409);
    });
  });

  describe('notification address', () => {
    const url = (name: string = DEMO.gas) => `/api/v1/contracts/${name}/notification/?type=gas`;

    it('creates a new address of the customer and points the notification address to it', async () => {
      const before = await scalar<number>(t.database, sql`select count(*)::int from addresses`);
      const res = await send('POST', url(), { address: NEW_ADDRESS });
      expect(res.statusCode, res.body).toBe(200);
      const { address } = json<{ address: Record<string, unknown> }>(res);
      expect(address).toMatchObject({
        name: 'Marta Puig Serra',
        dp: '17001',
        ine: '17079',
        bq: 'A',
        ref_catastral: '0123401VK4702E0003DI',
        full_address: 'CL Ballesteries 25 A 2 3 1, 17001 Girona',
        mobile: '+34 699 111 222',
        email: 'marta.girona@correu.example',
      });
      expect(await scalar<number>(t.database, sql`select count(*)::int from addresses`)).toBe(before + 1);
      expect(await detail(DEMO.gas)).toMatchObject({
        notification_address: {
          id: address.id,
          full_address: address.full_address,
          email: 'marta.girona@correu.example',
          mobile: '+34 699 111 222',
        },
      });
      const listed = json<{ items: Array<{ id: number }> }>(
        await t.app.inject({ method: 'GET', url: '/api/v1/addresses/', headers: bearer(marta) }),
      );
      expect(listed.items.map((a) => a.id)).toContain(address.id);
    });

    it.each([
      // What the web's form sends: the locality in the Callejero's capitals, the province as its code.
      [{ dp: '17002', ine: '17079', state: '17', poblacio: 'GIRONA' }, 'Girona', 'CL Ballesteries 25 A 2 3 1, 17002 Girona'],
      [{ dp: '08301', ine: '08121', state: '08', poblacio: 'MATARO' }, 'Mataró', 'CL Ballesteries 25 A 2 3 1, 08301 Mataró (Barcelona)'],
      [{ dp: '17001', ine: '17079', state: 'Girona', poblacio: 'Girona' }, 'Girona', 'CL Ballesteries 25 A 2 3 1, 17001 Girona'],
      // A locality the reference data does not list for the code is kept, written as a name.
      [
        { dp: '17001', ine: '17079', state: '17', poblacio: 'SANT DANIEL' },
        'Sant Daniel',
        'CL Ballesteries 25 A 2 3 1, 17001 Sant Daniel (Girona)',
      ],
    ])('writes a new address %j like the stored ones', async (place, poblacio, fullAddress) => {
      const res = await send('POST', url(), { address: { ...NEW_ADDRESS, ...place } });
      expect(res.statusCode, res.body).toBe(200);
      expect(json<{ address: Record<string, unknown> }>(res).address).toMatchObject({ poblacio, full_address: fullAddress });
    });

    it('writes a new address the way the demo’s stored addresses read', async () => {
      const stored = json<{ items: Array<{ full_address: string }> }>(
        await t.app.inject({ method: 'GET', url: '/api/v1/addresses/', headers: bearer(marta) }),
      ).items.map((a) => a.full_address);
      expect(stored).toContain('CL Nou 14 2, 17001 Girona');
      const res = await send('POST', url(), {
        address: {
          ...NEW_ADDRESS,
          dp: '17001',
          ine: '17079',
          state: '17',
          poblacio: 'GIRONA',
          tv: 'CL',
          nv: 'Nou',
          pnp: '14',
          bq: '',
          es: '',
          pt: '2',
          pu: '',
        },
      });
      expect(json<{ address: { full_address: string } }>(res).address.full_address).toBe('CL Nou 14 2, 17001 Girona');
    });

    it.each([
      [{ name: '' }, { 'address.name': ['required_field'] }],
      [{ name: 'x'.repeat(257) }, { 'address.name': ['field_too_long'] }],
      [{ dp: '8001' }, { 'address.dp': ['postal_code_not_valid'] }],
      [{ dp: '99001' }, { 'address.dp': ['postal_code_not_valid'] }],
      [{ ine: '' }, { 'address.ine': ['required_field'] }],
      [{ tv: '' }, { 'address.tv': ['required_field'] }],
      [{ nv: '' }, { 'address.nv': ['required_field'] }],
      [{ pnp: '1234567890' }, { 'address.pnp': ['field_too_long'] }],
      [{ bq: '12345' }, { 'address.bq': ['field_too_long'] }],
      [{ es: '12345' }, { 'address.es': ['field_too_long'] }],
      [{ pt: '12345678901' }, { 'address.pt': ['field_too_long'] }],
      [{ pu: '12345' }, { 'address.pu': ['field_too_long'] }],
      [{ ref_catastral: '0123401VK4702E0003DX' }, { 'address.ref_catastral': ['ref_catastral_checksum_invalid'] }],
      [{ mobile: '12' }, { 'address.mobile': ['lead_contact_phone_not_valid'] }],
      [{ email: 'nope' }, { 'address.email': ['email_not_valid'] }],
    ])('refuses %j (400 with the field error)', async (change, errors) => {
      const res = await send('POST', url(), { address: { ...NEW_ADDRESS, ...change } });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errors).toEqual(errors);
    });

    it('points the notification address to an existing address of the customer', async () => {
      const res = await send('PUT', url(), { addressId: 3 });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res)).toEqual({ address_id: 3 });
      expect(await detail(DEMO.gas)).toMatchObject({ notification_address: { id: 3, full_address: 'CL Arenal 20 4 B, 28013 Madrid' } });
    });

    it('refuses another customer’s address, a missing one, or no id (400)', async () => {
      const companyAddress = await scalar<number>(
        t.database,
        sql`select a.id from addresses a join customers c on c.id = a.customer_id where c.tax_id = 'B58378431'`,
      );
      for (const payload of [{ addressId: companyAddress }, { addressId: 99999 }, {}, { addressId: 'one' }]) {
        const res = await send('PUT', url(), payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(json(res).errors).toEqual({ addressId: ['required_field'] });
      }
    });

    it('refuses a contract that is not active (409)', async () => {
      expect((await send('PUT', url(DEMO.cancelledGas), { addressId: 1 })).statusCode).toBe(409);
      expect((await send('POST', url(DEMO.cancelledGas), { address: NEW_ADDRESS })).statusCode).toBe(409);
    });
  });
});

describe('changes with their features off', () => {
  it('refuses each change whose flag is off (409)', async () => {
    const t = await createAppWithSettings({
      features: { notificacionAddressChange: false, modifyInvoiceOnline: false, noCesionSips: false },
      refCatastral: { modify: false },
    });
    try {
      const token = await t.login(DEMO.marta);
      const cases: Array<['POST' | 'PUT', string, object]> = [
        ['PUT', `/api/v1/contracts/${DEMO.active}/ref_catastral/`, { ref_catastral: '1234567DF3813S0007GM' }],
        ['POST', `/api/v1/contracts/${DEMO.active}/`, { invoice_online: 'postal' }],
        ['POST', `/api/v1/contracts/${DEMO.active}/no_cession_sips/`, { noCessionSelection: true }],
        ['PUT', `/api/v1/contracts/${DEMO.active}/notification/email/`, { email: 'x@correu.example' }],
        ['PUT', `/api/v1/contracts/${DEMO.active}/notification/`, { addressId: 2 }],
        ['POST', `/api/v1/contracts/${DEMO.active}/notification/`, { address: NEW_ADDRESS }],
      ];
      for (const [method, url, payload] of cases) {
        const res = await t.app.inject({ method, url, headers: bearer(token), payload });
        expect(res.statusCode, url).toBe(409);
        expect(json(res)).toEqual(CHANGE_NOT_ALLOWED);
      }
    } finally {
      await t.close();
    }
  });
});
