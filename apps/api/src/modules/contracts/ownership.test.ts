import { availableDoubleTariffs, madridDayOf } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simplePdf } from '../../seed/demo/pdf-bytes.ts';
import { DEMO, type FilePart, multipart, NEW_ADDRESS, rows, withdrawPendingChanges } from '../../test/contracts-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

/** Marta's two batteries, the first the seed writes (checked in beforeAll). */
const GIRONA = 1;
const SABADELL = 2;

/**
 * A valid request for every route that names a contract, an attachment or a battery, aimed at Marta's
 * active contract 0001001 and her first attachment. Valid, so that only ownership (or the
 * read-only rule) can refuse it: sent with her own token, each of these would succeed.
 */
// A multipart request (a form with files); `payload` is JSON.
type TValid = { url: string; payload?: unknown; form?: { fields: Record<string, string>; files: FilePart[] } };
const CONTACT_FILE: FilePart = { field: 'attachments', filename: 'a.pdf', contentType: 'application/pdf', bytes: simplePdf('Doc', ['x']) };

const VALID: Record<string, TValid> = {
  'GET /api/v2/contracts/:contractName': { url: `/api/v2/contracts/${DEMO.active}` },
  'GET /api/v1/contracts/:contractName/pdf/': { url: `/api/v1/contracts/${DEMO.active}/pdf/?lang=ca-ES` },
  'GET /api/v2/contracts/:contractName/pdf/': { url: `/api/v2/contracts/${DEMO.active}/pdf/?lang=es-ES` },
  'GET /api/v2/contract/download_attachment/:attachmentId': { url: '/api/v2/contract/download_attachment/1' },
  'GET /api/v2/contracts/:contractName/cch/chart/:type/': {
    url: `/api/v2/contracts/${DEMO.active}/cch/chart/monthly/?start=2025-01-01&end=2025-12-31&compare=previous_year`,
  },
  'GET /api/v1/contracts/:contractName/cch/chart/:type/': {
    url: `/api/v1/contracts/${DEMO.active}/cch/chart/hourly/?start=2025-10-26&end=2025-10-26`,
  },
  'GET /api/v1/contracts/:contractName/cch/download/:type/': {
    url: `/api/v1/contracts/${DEMO.active}/cch/download/hourly/?start=2025-10-01&end=2025-10-31&format=xlsx`,
  },
  'POST /api/v1/contracts/:contractName/iban/': {
    url: `/api/v1/contracts/${DEMO.active}/iban/`,
    payload: { already_registered: false, iban: 'ES84 0049 0001 5800 0123 4567', owner_is_bank_owner: true },
  },
  'POST /api/v2/contracts/:contractName/iban/': {
    url: `/api/v2/contracts/${DEMO.active}/iban/`,
    payload: { already_registered: true, bank_id: 3 },
  },
  'POST /api/v1/contracts/:contractName/power/': {
    url: `/api/v1/contracts/${DEMO.active}/power/`,
    payload: { power_p1: 5750, power_p2: 5750, phone: '+34 612 345 678', phone_num: '612345678', phone_pre: '+34' },
  },
  'POST /api/v1/contracts/:contractName/no_cession_sips/': {
    url: `/api/v1/contracts/${DEMO.active}/no_cession_sips/`,
    payload: { noCessionSelection: true },
  },
  'PUT /api/v1/contracts/:contractName/ref_catastral/': {
    url: `/api/v1/contracts/${DEMO.active}/ref_catastral/?type=electricity`,
    payload: { ref_catastral: '1234567DF3813S0007GM' },
  },
  'POST /api/v1/contracts/:contractName/': {
    url: `/api/v1/contracts/${DEMO.active}/?type=electricity`,
    payload: { invoice_online: 'postal' },
  },
  'PUT /api/v1/contracts/:contractName/notification/:field/': {
    url: `/api/v1/contracts/${DEMO.active}/notification/email/`,
    payload: { email: 'nova.adreca@correu.example' },
  },
  'POST /api/v1/contracts/:contractName/notification/': {
    url: `/api/v1/contracts/${DEMO.active}/notification/?type=electricity`,
    payload: { address: NEW_ADDRESS },
  },
  'PUT /api/v1/contracts/:contractName/notification/': {
    url: `/api/v1/contracts/${DEMO.active}/notification/?type=electricity`,
    payload: { addressId: 2 },
  },
  // Customer service (modules/customer-service): an ATC claim on the contract.
  'POST /api/v1/contracts/:contractName/atc/': {
    url: `/api/v1/contracts/${DEMO.active}/atc/`,
    payload: { contract: DEMO.active, tipus: 1, subtipus: '001', comments: 'Reclamo la factura de setembre.' },
  },
  // Customer service: the signed contact names its contract in the body (polissa_id).
  'POST /api/v1/crm/cases/': {
    url: '/api/v1/crm/cases/',
    form: {
      fields: { polissa_id: DEMO.active, polissa_type: 'electricity', categ_id: '10', title: 'Consulta', message: 'Una consulta.' },
      files: [CONTACT_FILE],
    },
  },
  // Tariff options (modules/tariff-options): 0001001's product offers happy hours and a happy day,
  // 0001002's a double tariff (6-month spans from next month).
  'GET /api/v1/contract/:contractName/double-tariff/': { url: `/api/v1/contract/${DEMO.waiting}/double-tariff/` },
  'GET /api/v1/contract/:contractName/available-double-tariffs/': { url: `/api/v1/contract/${DEMO.waiting}/available-double-tariffs/` },
  'PUT /api/v1/contract/:contractName/double-tariff/': {
    url: `/api/v1/contract/${DEMO.waiting}/double-tariff/`,
    payload: availableDoubleTariffs({ kind: 'double_tariff', fraction: 0.2, spanMonths: 6 }, madridDayOf(new Date()))[0],
  },
  'GET /api/v1/contract/:contractName/happy-hours/': { url: `/api/v1/contract/${DEMO.active}/happy-hours/` },
  'GET /api/v1/contract/:contractName/available-happy-hours/': { url: `/api/v1/contract/${DEMO.active}/available-happy-hours/` },
  'PUT /api/v1/contract/:contractName/happy-hours/': {
    url: `/api/v1/contract/${DEMO.active}/happy-hours/`,
    payload: { startHour: 18, endHour: 21 },
  },
  'GET /api/v1/contract/:contractName/happy-day/': { url: `/api/v1/contract/${DEMO.active}/happy-day/` },
  'GET /api/v1/contract/:contractName/available-happy-days/': { url: `/api/v1/contract/${DEMO.active}/available-happy-days/` },
  'PUT /api/v1/contract/:contractName/happy-day/': { url: `/api/v1/contract/${DEMO.active}/happy-day/`, payload: { value: 6 } },
  // Virtual batteries (modules/virtual-batteries): Marta's "Bateria Girona" (battery 1: 0001002
  // origin, 0001001 and the closed 0000871) and "Bateria Sabadell" (battery 2); the move comes last.
  'GET /api/v1/contract/bateria_virtual_percentages/:bateriaId': { url: `/api/v1/contract/bateria_virtual_percentages/${GIRONA}` },
  'GET /api/v1/contracts/virtual_batteries/:batteries': { url: `/api/v1/contracts/virtual_batteries/${GIRONA},${SABADELL}` },
  'PUT /api/v1/contract/:contractName/bateria/:bateriaId': {
    url: `/api/v1/contract/${DEMO.active}/bateria/${GIRONA}`,
    payload: { valor_descomptes: 'no_aplicar' },
  },
  'PUT /api/v1/contract/:contractName/change_bateria_pes_percentatge/:bateriaId': {
    url: `/api/v1/contract/${DEMO.active}/change_bateria_pes_percentatge/${GIRONA}`,
    payload: { pes_percentatge: 30 },
  },
  // Communications (modules/communications): the mails of 0001001; the message's id is the
  // newest the seed sent for it, found in beforeAll.
  'GET /api/v1/contracts/:contractName/communications/': { url: `/api/v1/contracts/${DEMO.active}/communications/` },
  'GET /api/v1/contracts/:contractName/communications/:messageId': { url: '' },
  // Signatures (modules/signatures): the contract's pending signatures and their outcomes.
  'GET /api/v1/contracts/:contractName/signatures': { url: `/api/v1/contracts/${DEMO.active}/signatures` },
  'PUT /api/v1/contract/:contractName/bateria_virtual_move_virtual_battery/:bateriaOrigenId': {
    url: `/api/v1/contract/${DEMO.active}/bateria_virtual_move_virtual_battery/${GIRONA}`,
    payload: { pes_percentatge: 50, bateria_desti: SABADELL },
  },
};

// Routes naming a contract in the body rather than the path.
const BODY_CONTRACT_ROUTES = ['/api/v1/crm/cases/'];
const isContractRoute = (url: string) =>
  [':contractName', ':attachmentId', ':bateriaId', ':batteries'].some((param) => url.includes(param)) || BODY_CONTRACT_ROUTES.includes(url);

describe('ownership and read-only tokens on every contract route', () => {
  let t: TestApp;
  let company: string;
  let marta: string;
  let readOnly: string;
  const send = (key: string, token: string) => {
    const [method] = key.split(' ');
    const request = VALID[key]!;
    if (request.form) {
      const form = multipart(request.form.fields, request.form.files);
      return t.app.inject({
        method: method as 'POST',
        url: request.url,
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
    }
    return t.app.inject({
      method: method as 'GET',
      url: request.url,
      headers: bearer(token),
      ...(request.payload ? { payload: request.payload } : {}),
    });
  };
  const snapshot = () =>
    rows(
      t.database,
      sql`select (select count(*)::int from contract_modification_requests) as requests,
                 (select count(*)::int from bank_accounts) as accounts,
                 (select count(*)::int from addresses) as addresses,
                 (select count(*)::int from attachments) as attachments,
                 (select count(*)::int from cases) as cases,
                 (select count(*)::int from case_messages) as case_messages,
                 (select count(*)::int from contract_tariff_options) as tariff_options,
                 (select count(*)::int from virtual_battery_changes) as battery_changes,
                 (select string_agg(concat_ws('|', id, battery_id, percentage, discount_setting), ',' order by id) from virtual_battery_links) as battery_links,
                 (select string_agg(concat_ws('|', c.invoice_online, c.no_cession_sips, c.bank_account_id, sp.ref_catastral, n.address_id, n.email), ',' order by c.id)
                    from contracts c left join supply_points sp on sp.id = c.supply_point_id left join notification_addresses n on n.contract_id = c.id) as contracts`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    [company, marta] = await Promise.all([t.login(DEMO.company), t.login(DEMO.marta)]);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(DEMO.marta))!;
    const batteries = await rows<{ id: number; name: string; tax_id: string }>(
      t.database,
      sql`select b.id, b.name, c.tax_id from virtual_batteries b join customers c on c.id = b.customer_id where b.id in (${GIRONA}, ${SABADELL}) order by b.id`,
    );
    const [message] = await rows<{ id: number }>(
      t.database,
      sql`select m.id from mail_outbox m join contracts c on c.id = m.contract_id where c.name = ${DEMO.active} order by m.id desc limit 1`,
    );
    expect(message).toBeDefined();
    VALID['GET /api/v1/contracts/:contractName/communications/:messageId']!.url =
      `/api/v1/contracts/${DEMO.active}/communications/${message!.id}`;
    expect(batteries).toEqual([
      { id: GIRONA, name: 'Bateria Girona', tax_id: DEMO.marta },
      { id: SABADELL, name: 'Bateria Sabadell', tax_id: DEMO.marta },
    ]);
  });
  afterAll(() => t.close());

  it('has a valid request for every registered contract route', () => {
    const registered = t.app.portal.routes
      .filter((r) => r.auth && isContractRoute(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.sort()).toEqual(Object.keys(VALID).sort());
  });

  it('answers 404 for another customer’s contract, attachment or battery, exactly as for a missing one, and changes nothing', async () => {
    const before = await snapshot();
    for (const key of Object.keys(VALID)) {
      const res = await send(key, company);
      expect(res.statusCode, key).toBe(404);
      expect(json(res).code, key).toMatch(/^(contract|attachment|virtual_battery)_not_found$/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a read-only token on every change, with valid bodies and with a multipart upload, and changes nothing', async () => {
    const before = await snapshot();
    for (const key of Object.keys(VALID).filter((k) => !k.startsWith('GET '))) {
      const res = await send(key, readOnly);
      expect(res.statusCode, key).toBe(403);
      expect(json(res)).toEqual({ code: 'read_only_token', message: 'read_only_token' });
    }
    const upload = multipart({ already_registered: 'true', bank_id: '3' }, [
      { filename: 'a.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contracts/${DEMO.active}/iban/`,
      headers: { ...bearer(readOnly), ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a read-only token read every contract route', async () => {
    for (const key of Object.keys(VALID).filter((k) => k.startsWith('GET '))) {
      expect((await send(key, readOnly)).statusCode, key).toBe(200);
    }
  });

  it('lets the owner make each of these changes (the requests above are valid)', async () => {
    for (const key of Object.keys(VALID)) {
      // v1 and v2 IBAN are the same kind of change: the second would wait behind the first (409).
      await withdrawPendingChanges(t.database);
      const res = await send(key, marta);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
