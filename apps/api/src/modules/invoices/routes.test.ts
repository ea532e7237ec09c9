import { invoiceAmountToPay, isInvoicePayable, type TInvoice, type TInvoiceFilterTerm } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoices, fetchList, get, ids, listUrl, PERSONAS } from '../../test/invoices-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const newestFirst = (a: TInvoice, b: TInvoice) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1);

describe('invoice lists', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let electricity: TInvoice[];
  let gas: TInvoice[];
  let multipoint: TInvoice[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ marta, company, electricity, gas, multipoint } = await demoInvoices(t));
  });
  afterAll(() => t.close());

  describe('GET /api/v1/invoices/', () => {
    it('lists the customer’s electricity invoices newest first (date, then id)', () => {
      expect(electricity.length).toBeGreaterThan(20);
      expect(ids(electricity)).toEqual(ids([...electricity].sort(newestFirst)));
      for (const invoice of electricity) {
        expect(invoice.type).toBe('electricity');
        expect(invoice.contract?.type).toBe('electricity');
        expect(invoice.cups?.name).toMatch(/^ES\d{16}[A-Z]{2}/);
        expect(invoice.points).toEqual([]);
        expect(invoice.invoice_id).toBe(invoice.id);
        expect(invoice.online_payment.rel_object_type).toBe('account.invoice');
      }
    });

    it('defaults to electricity and 100 per page; type=gas lists the gas invoices', async () => {
      const byDefault = await fetchList(t, marta, 'invoices');
      expect(byDefault.limit).toBe(100);
      expect(byDefault.offset).toBe(0);
      expect(ids(byDefault.items)).toEqual(ids(electricity.slice(0, 100)));
      expect(gas.length).toBeGreaterThan(0);
      expect(gas.every((i) => i.type === 'gas' && i.contract?.type === 'gas')).toBe(true);
      expect(ids(gas)).toEqual(ids([...gas].sort(newestFirst)));
    });

    it('pages with offset and limit, counting every match on every page', async () => {
      const seen: number[] = [];
      for (let offset = 0; offset < electricity.length + 7; offset += 7) {
        const page = await fetchList(t, marta, 'invoices', { offset, limit: 7 });
        expect(page).toMatchObject({ n_items: electricity.length, offset, limit: 7 });
        seen.push(...ids(page.items));
      }
      expect(seen).toEqual(ids(electricity));
      const past = await fetchList(t, marta, 'invoices', { offset: 10_000, limit: 5 });
      expect(past).toEqual({ n_items: electricity.length, offset: 10_000, limit: 5, items: [] });
    });

    it('sets the payment fields from the domain rule', () => {
      expect(electricity.some((i) => i.online_payment.payment_enabled)).toBe(true);
      expect(electricity.some((i) => !i.online_payment.payment_enabled && i.amount_pending > 0)).toBe(true);
      for (const invoice of [...electricity, ...gas, ...multipoint]) {
        expect(invoice.online_payment.payment_enabled).toBe(isInvoicePayable(invoice));
        expect(invoice.amount_to_pay).toBe(invoiceAmountToPay(invoice));
        expect(invoice.online_payment.payment_link).toBeNull();
      }
    });

    it('answers an empty list to a customer without invoices', async () => {
      expect(await fetchList(t, await t.login(PERSONAS.newcomer), 'invoices')).toEqual({ n_items: 0, offset: 0, limit: 100, items: [] });
    });
  });

  describe('GET /api/v1/invoices_multipoint/', () => {
    it('lists multipoint invoices with their supply points and no cups or contract of their own', () => {
      expect(multipoint.length).toBeGreaterThan(0);
      expect(ids(multipoint)).toEqual(ids([...multipoint].sort(newestFirst)));
      for (const invoice of multipoint) {
        expect(invoice).toMatchObject({ type: 'multipoint', cups: null, contract: null });
        expect(invoice.online_payment.rel_object_type).toBe('multipoint.invoice');
        expect(invoice.points.length).toBeGreaterThan(1);
        const sum = invoice.points.reduce((total, p) => total + Math.round(p.amount_total * 100), 0);
        expect(sum).toBe(Math.round(invoice.amount_total * 100));
      }
    });

    it('ignores type, and is empty for a customer without multipoint invoices', async () => {
      expect(ids((await fetchList(t, company, 'invoices_multipoint', { type: 'gas', limit: 500 })).items)).toEqual(ids(multipoint));
      expect((await fetchList(t, marta, 'invoices_multipoint')).n_items).toBe(0);
    });
  });

  describe('filter', () => {
    const match = async (terms: TInvoiceFilterTerm[], expected: (i: TInvoice) => boolean, source: () => TInvoice[] = () => electricity) => {
      const list = source() === multipoint ? 'invoices_multipoint' : 'invoices';
      const token = source() === multipoint ? company : marta;
      const type = source() === gas ? 'gas' : undefined;
      const body = await fetchList(t, token, list, { filter: terms, limit: 500, ...(type ? { type } : {}) });
      const wanted = source().filter(expected);
      expect(ids(body.items), JSON.stringify(terms)).toEqual(ids(wanted));
      expect(body.n_items).toBe(wanted.length);
      return wanted;
    };

    it('matches number exactly, by contained text, case-insensitively, and in a list', async () => {
      const one = electricity[5]!;
      expect(await match([['number', '=', one.number]], (i) => i.number === one.number)).toHaveLength(1);
      const part = one.number.slice(2, 6).toLowerCase();
      expect((await match([['number', 'ilike', part]], (i) => i.number.toLowerCase().includes(part))).length).toBeGreaterThan(1);
      const two = [electricity[0]!.number, electricity[3]!.number];
      expect(await match([['number', 'in', two]], (i) => two.includes(i.number))).toHaveLength(2);
    });

    it('matches contract, tax id, CUPS and supply address', async () => {
      const contract = electricity[0]!.contract!.name;
      const cups = electricity[0]!.cups!;
      expect((await match([['polissa_id.name', 'in', [contract]]], (i) => i.contract?.name === contract)).length).toBeGreaterThan(1);
      await match([['polissa_id.name', '=', contract]], (i) => i.contract?.name === contract);
      await match([['invoice_id.partner_id.vat', '=', PERSONAS.marta]], () => true);
      await match([['invoice_id.partner_id.vat', 'ilike', '5678z']], () => true);
      await match([['cups_id.name', '=', cups.name]], (i) => i.cups?.name === cups.name);
      const town = cups.full_address.split(' ').at(-1)!.toUpperCase();
      await match([['cups_id.direccio', 'ilike', town]], (i) => i.cups!.full_address.toUpperCase().includes(town));
      await match([['polissa_id.name', 'in', ['9999999']]], () => false);
    });

    it('matches invoice date, billing period, total and pending amount, inclusive', async () => {
      const dates = [...new Set(electricity.map((i) => i.date))].sort();
      const [from, to] = [dates[3]!, dates[8]!];
      const range = await match(
        [
          ['date_invoice', '>=', from],
          ['date_invoice', '<=', to],
        ],
        (i) => i.date >= from && i.date <= to,
      );
      expect(range.length).toBeGreaterThan(5);
      await match([['date_invoice', '=', from]], (i) => i.date === from);
      const start = electricity[4]!.start_date;
      const end = electricity[1]!.end_date;
      await match(
        [
          ['data_inici', '>=', start],
          ['data_final', '<=', end],
        ],
        (i) => i.start_date >= start && i.end_date <= end,
      );
      await match(
        [
          ['amount_total', '>=', 60],
          ['amount_total', '<=', 70.5],
        ],
        (i) => i.amount_total >= 60 && i.amount_total <= 70.5,
      );
      const exact = electricity[2]!.amount_total;
      await match([['amount_total', '=', exact]], (i) => i.amount_total === exact);
      await match([['residual', '>=', 0.01]], (i) => i.amount_pending >= 0.01);
      await match([['residual', '<=', 0]], (i) => i.amount_pending <= 0);
    });

    it('reads state open as something pending and paid as nothing pending', async () => {
      expect((await match([['state', '=', 'open']], (i) => i.amount_pending > 0)).length).toBeGreaterThan(0);
      expect((await match([['state', '=', 'paid']], (i) => i.amount_pending === 0)).length).toBeGreaterThan(0);
      await match(
        [['state', '=', 'open']],
        (i) => i.amount_pending > 0,
        () => gas,
      );
    });

    it('ANDs all terms', async () => {
      const contract = electricity[0]!.contract!.name;
      await match(
        [
          ['polissa_id.name', 'in', [contract]],
          ['state', '=', 'paid'],
          ['amount_total', '>=', 50],
        ],
        (i) => i.contract?.name === contract && i.amount_pending === 0 && i.amount_total >= 50,
      );
    });

    it('treats % and _ in a contains filter as text, not wildcards', async () => {
      const number = electricity[0]!.number;
      await match([['number', 'ilike', '%']], () => false);
      await match([['number', 'ilike', '_']], () => false);
      await match([['number', 'ilike', `${number.slice(0, 2)}_`]], () => false);
      await match([['cups_id.direccio', 'ilike', '\\']], () => false);
      await match([['number', 'ilike', number.slice(0, 2)]], () => true);
    });

    it('matches a multipoint invoice when any of its points matches (contract, CUPS, address)', async () => {
      const point = multipoint[0]!.points[1]!;
      expect(
        (
          await match(
            [['polissa_id.name', 'in', [point.contract_name]]],
            (i) => i.points.some((p) => p.contract_name === point.contract_name),
            () => multipoint,
          )
        ).length,
      ).toBe(multipoint.length);
      await match(
        [['cups_id.name', '=', point.cups_name]],
        (i) => i.points.some((p) => p.cups_name === point.cups_name),
        () => multipoint,
      );
      await match(
        [['cups_id.direccio', 'ilike', 'sabadell']],
        (i) => i.points.some((p) => /sabadell/i.test(p.full_address)),
        () => multipoint,
      );
      await match(
        [['polissa_id.name', '=', '0001001']],
        () => false,
        () => multipoint,
      );
      await match(
        [['state', '=', 'open']],
        (i) => i.amount_pending > 0,
        () => multipoint,
      );
      await match(
        [['invoice_id.partner_id.vat', '=', PERSONAS.company]],
        () => true,
        () => multipoint,
      );
    });
  });

  describe('bad input is a 400, never a 500', () => {
    it.each([
      ['limit=0', 'validation_error'],
      ['limit=abc', 'validation_error'],
      ['limit=501', 'validation_error'],
      ['limit=1.5', 'validation_error'],
      ['offset=-1', 'validation_error'],
      ['offset=1e30', 'validation_error'],
      ['type=water', 'validation_error'],
      ['filter=garbage', 'validation_error', 'invoice_filter_invalid'],
      ['filter=%5B', 'validation_error', 'invoice_filter_invalid'],
      ['filter=%7B%7D', 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["password","=","x"]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["number","like","x"]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["number","=",["x"]]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["number","in",[]]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["date_invoice",">=","31/12/2025"]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["date_invoice",">=","2025-02-30"]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["amount_total",">=","12; drop table invoices"]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["state","=","closed"]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [`filter=${encodeURIComponent('[["number","=","a\\u0000b"]]')}`, 'validation_error', 'invoice_filter_invalid'],
      [
        `filter=${encodeURIComponent(JSON.stringify(Array.from({ length: 31 }, () => ['number', '=', 'x'])))}`,
        'validation_error',
        'invoice_filter_invalid',
      ],
      [`filter=${'x'.repeat(4001)}`, 'validation_error', 'invoice_filter_invalid'],
    ])('%s → %s', async (query, code, filterKey?: string) => {
      for (const list of ['invoices', 'invoices_multipoint']) {
        if (list === 'invoices_multipoint' && query.startsWith('type=')) continue;
        const res = await get(t, `/api/v1/${list}/?${query}`, marta);
        expect(res.statusCode, `${list} ${query}`).toBe(400);
        expect(res.json().code).toBe(code);
        // A malformed filter is refused by the query schema, in the shape of any other invalid input.
        if (filterKey) expect(res.json().errors).toEqual({ filter: [filterKey] });
      }
    });

    it('takes a filter of every allowed field at once', async () => {
      const url = listUrl('invoices', {
        filter: [
          ['number', 'ilike', 'F'],
          ['polissa_id.name', 'in', ['0001001', '0001002']],
          ['invoice_id.partner_id.vat', '=', PERSONAS.marta],
          ['cups_id.name', 'ilike', 'ES'],
          ['cups_id.direccio', 'ilike', 'CL'],
          ['date_invoice', '>=', '2000-01-01'],
          ['data_inici', '>=', '2000-01-01'],
          ['data_final', '<=', '2999-12-31'],
          ['amount_total', '>=', -1000],
          ['residual', '<=', 100000],
          ['state', '=', 'paid'],
        ],
      });
      expect((await get(t, url, marta)).statusCode).toBe(200);
    });
  });

  describe('GET /api/v1/filter/params', () => {
    const distinctSorted = (values: string[]) => [...new Set(values)].sort(new Intl.Collator('es', { numeric: true }).compare);

    it('lists the distinct, sorted values of the customer’s invoices of a type', async () => {
      const res = await get(t, '/api/v1/filter/params?fields=cups,addresses,contracts,vats&type=electricity', marta);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        cups: distinctSorted(electricity.map((i) => i.cups!.name)),
        addresses: distinctSorted(electricity.map((i) => i.cups!.full_address)),
        contracts: distinctSorted(electricity.map((i) => i.contract!.name)),
        vats: [PERSONAS.marta],
      });
      const gasParams = (await get(t, '/api/v1/filter/params?type=gas', marta)).json();
      expect(gasParams.contracts).toEqual(distinctSorted(gas.map((i) => i.contract!.name)));
    });

    it('lists the points of multipoint invoices, and only the fields asked for', async () => {
      const res = await get(t, '/api/v1/filter/params?fields=contracts,cups&type=multipoint', company);
      const points = multipoint.flatMap((i) => i.points);
      expect(res.json()).toEqual({
        contracts: distinctSorted(points.map((p) => p.contract_name)),
        cups: distinctSorted(points.map((p) => p.cups_name)),
      });
    });

    it('answers 400 for an unknown field or type', async () => {
      expect((await get(t, '/api/v1/filter/params?fields=cups,passwords&type=electricity', marta)).statusCode).toBe(400);
      expect((await get(t, '/api/v1/filter/params?type=water', marta)).statusCode).toBe(400);
      expect((await get(t, `/api/v1/filter/params?fields=${'cups,'.repeat(30)}&type=gas`, marta)).statusCode).toBe(400);
    });
  });
});
