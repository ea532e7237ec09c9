import { INVOICE_DOCUMENT_FORMATS, type TInvoice } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAll, fetchList, get, ids, PERSONAS } from '../../test/invoices-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Every invoice route against another customer's invoices, a read-only token and malformed ids. */
describe('invoice routes: ownership and input', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let readOnly: string;
  let martaInvoice: TInvoice;
  let martaGas: TInvoice;
  let companySingle: TInvoice[];
  let companyMultipoint: TInvoice[];

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(PERSONAS.marta), t.login(PERSONAS.company)]);
    readOnly = (await t.app.portal.auth.issueReadOnlyToken(PERSONAS.marta))!;
    martaInvoice = (await fetchAll(t, marta, 'invoices'))[0]!;
    martaGas = (await fetchAll(t, marta, 'invoices', 'gas'))[0]!;
    companySingle = await fetchAll(t, company, 'invoices');
    companyMultipoint = await fetchAll(t, company, 'invoices_multipoint');
    expect(companySingle.length).toBeGreaterThan(0);
    expect(companyMultipoint.length).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  it('answers 404 invoice_not_found for another customer’s invoice on every document route, as for a missing one', async () => {
    const targets: Array<[string, number]> = [
      ...companySingle.slice(0, 3).map((i) => ['invoices', i.id] as [string, number]),
      ...companyMultipoint.slice(0, 2).map((i) => ['invoices_multipoint', i.id] as [string, number]),
      ['invoices', 2_000_000_000],
      ['invoices_multipoint', 2_000_000_000],
    ];
    for (const [list, id] of targets) {
      for (const format of INVOICE_DOCUMENT_FORMATS) {
        const res = await get(t, `/api/v1/${list}/${id}/${format}/`, marta);
        expect(res.statusCode, `${list}/${id}/${format}`).toBe(404);
        expect(res.json()).toEqual({ code: 'invoice_not_found', message: 'invoice_not_found' });
      }
    }
  });

  it('answers 404 for an invoice asked through the other list', async () => {
    expect((await get(t, `/api/v1/invoices_multipoint/${martaInvoice.id}/pdf/`, marta)).statusCode).toBe(404);
    expect((await get(t, `/api/v1/invoices/${companyMultipoint[0]!.id}/pdf/`, company)).statusCode).toBe(404);
    // Gas and electricity share the single list.
    expect((await get(t, `/api/v1/invoices/${martaGas.id}/pdf/`, marta)).statusCode).toBe(200);
  });

  it('never lists another customer’s invoices, whatever the filter names', async () => {
    const theirs = companySingle[0]!;
    const filters = [
      [['polissa_id.name', 'in', [theirs.contract!.name]]],
      [['polissa_id.name', '=', theirs.contract!.name]],
      [['cups_id.name', '=', theirs.cups!.name]],
      [['invoice_id.partner_id.vat', '=', PERSONAS.company]],
      [['number', '=', theirs.number]],
      [['number', 'in', companySingle.map((i) => i.number)]],
    ] as const;
    for (const filter of filters) {
      const body = await fetchList(t, marta, 'invoices', { filter: JSON.stringify(filter) });
      expect(body, JSON.stringify(filter)).toMatchObject({ n_items: 0, items: [] });
    }
    const point = companyMultipoint[0]!.points[0]!;
    expect(
      (await fetchList(t, marta, 'invoices_multipoint', { filter: JSON.stringify([['cups_id.name', '=', point.cups_name]]) })).n_items,
    ).toBe(0);
    expect((await fetchList(t, marta, 'invoices_multipoint')).n_items).toBe(0);
    const mine = await fetchAll(t, marta, 'invoices');
    expect(ids(mine).some((id) => ids(companySingle).includes(id))).toBe(false);
  });

  it('offers only the customer’s own values as filter choices', async () => {
    for (const type of ['electricity', 'gas', 'multipoint']) {
      const body = (await get(t, `/api/v1/filter/params?type=${type}`, marta)).json() as Record<string, string[]>;
      const all = Object.values(body).flat();
      expect(all).not.toContain(PERSONAS.company);
      expect(all.some((v) => v.startsWith('0002'))).toBe(false);
    }
    expect((await get(t, '/api/v1/filter/params?type=multipoint', marta)).json()).toEqual({
      cups: [],
      addresses: [],
      contracts: [],
      vats: [],
    });
  });

  it('lets a read-only token read lists, filter choices and every document', async () => {
    for (const url of [
      '/api/v1/invoices/',
      '/api/v1/invoices/?type=gas',
      '/api/v1/invoices_multipoint/',
      '/api/v1/filter/params?type=gas',
    ]) {
      expect((await get(t, url, readOnly)).statusCode, url).toBe(200);
    }
    for (const format of INVOICE_DOCUMENT_FORMATS) {
      expect((await get(t, `/api/v1/invoices/${martaInvoice.id}/${format}/`, readOnly)).statusCode, format).toBe(200);
    }
  });

  it('needs a token (401), and takes it from the cookie for a download link', async () => {
    const urls = [
      '/api/v1/invoices/',
      '/api/v1/invoices_multipoint/',
      '/api/v1/filter/params?type=electricity',
      `/api/v1/invoices/${martaInvoice.id}/pdf/`,
      `/api/v1/invoices_multipoint/${companyMultipoint[0]!.id}/curve_csv/`,
    ];
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/invoices/${martaInvoice.id}/pdf/`, cookies: { token: marta } });
    expect(res.statusCode).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3x', '99999999999'])('answers 400 for the id %s', async (id) => {
    for (const list of ['invoices', 'invoices_multipoint']) {
      const res = await get(t, `/api/v1/${list}/${id}/pdf/`, marta);
      expect(res.statusCode, `${list}/${id}`).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it.each(['exe', 'PDF', 'pdf.exe', 'csv', 'pdf\u0000'])('answers 400 for the format %s', async (format) => {
    const res = await get(t, `/api/v1/invoices/${martaInvoice.id}/${encodeURIComponent(format)}/`, marta);
    expect(res.statusCode).toBe(400);
  });
});
