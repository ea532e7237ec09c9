import { describe, expect, it } from 'vitest';
import { parseInvoiceFilter, serialiseInvoiceFilter, singleContractFilter } from './invoice-filter-parse.ts';
import type { TInvoiceFilterTerm } from './invoice-filter-terms.ts';

const INVALID = { ok: false, error: 'invoice_filter_invalid' };
const parse = (value: unknown) => parseInvoiceFilter(JSON.stringify(value));

describe('parseInvoiceFilter', () => {
  it("reads the contract's example", () => {
    const text =
      '[["polissa_id.name","in",["0001001"]],["date_invoice",">=","2025-01-01"],["date_invoice","<=","2025-12-31"],["state","=","open"]]';
    expect(parseInvoiceFilter(text)).toEqual({
      ok: true,
      terms: [
        ['polissa_id.name', 'in', ['0001001']],
        ['date_invoice', '>=', '2025-01-01'],
        ['date_invoice', '<=', '2025-12-31'],
        ['state', '=', 'open'],
      ],
    });
  });

  it('reads no filter as no terms', () => {
    expect(parseInvoiceFilter(undefined)).toEqual({ ok: true, terms: [] });
    expect(parseInvoiceFilter('')).toEqual({ ok: true, terms: [] });
    expect(parseInvoiceFilter('  ')).toEqual({ ok: true, terms: [] });
    expect(parseInvoiceFilter('[]')).toEqual({ ok: true, terms: [] });
  });

  it('accepts every field with its own operators', () => {
    const terms: TInvoiceFilterTerm[] = [
      ['number', 'ilike', 'FE25%_'],
      ['number', '=', 'FE250001'],
      ['invoice_id.partner_id.vat', 'in', ['B58378431', '12345678Z']],
      ['cups_id.name', '=', 'ES0031405555555555AB'],
      ['cups_id.direccio', 'ilike', 'Carrer Major'],
      ['data_inici', '>=', '2025-01-01'],
      ['data_final', '<=', '2025-02-28'],
      ['date_invoice', '=', '2024-02-29'],
      ['amount_total', '>=', -12.5],
      ['residual', '<=', 1e9],
      ['state', '=', 'paid'],
    ];
    expect(parse(terms)).toEqual({ ok: true, terms });
  });

  it('refuses what is not JSON or not an array of triples', () => {
    for (const text of ['{', 'null', '"x"', '{"a":1}', '[1]', '[["number","="]]', '[["number","=","a","b"]]', '[null]']) {
      expect(parseInvoiceFilter(text)).toEqual(INVALID);
    }
  });

  it('refuses unknown fields and operators not allowed for the field', () => {
    for (const term of [
      ['id', '=', '1'],
      ['number; drop table invoices', '=', 'x'],
      ['NUMBER', '=', 'x'],
      ['number', '>=', 'x'],
      ['number', 'like', 'x'],
      ['date_invoice', 'ilike', '2025'],
      ['date_invoice', 'in', ['2025-01-01']],
      ['amount_total', 'in', [1]],
      ['state', 'in', ['paid']],
      ['state', '>=', 'paid'],
    ]) {
      expect(parse([term])).toEqual(INVALID);
    }
  });

  it('refuses values of the wrong type or out of bounds', () => {
    for (const term of [
      ['number', '=', 12],
      ['number', '=', ''],
      ['number', '=', 'x'.repeat(201)],
      ['number', 'in', []],
      ['number', 'in', 'x'],
      ['number', 'in', [1]],
      ['number', '=', 'a\u0000b'],
      ['number', 'in', ['ok', 'line\nbreak']],
      ['number', 'in', Array.from({ length: 51 }, (_, i) => `c${i}`)],
      ['date_invoice', '=', '2025-02-30'],
      ['date_invoice', '=', '31/12/2025'],
      ['date_invoice', '=', 20250101],
      ['amount_total', '=', '12'],
      ['amount_total', '=', 1e9 + 1],
      ['amount_total', '=', null],
      ['state', '=', 'overdue'],
    ]) {
      expect(parse([term])).toEqual(INVALID);
    }
    expect(parseInvoiceFilter('[["amount_total","=",1e400]]')).toEqual(INVALID);
  });

  it('accepts 50 values in a list and 30 terms, no more', () => {
    expect(parse([['number', 'in', Array.from({ length: 50 }, (_, i) => `c${i}`)]]).ok).toBe(true);
    const term = ['state', '=', 'open'];
    expect(parse(Array.from({ length: 30 }, () => term)).ok).toBe(true);
    expect(parse(Array.from({ length: 31 }, () => term))).toEqual(INVALID);
  });

  it('refuses a text longer than 4000 characters without reading it', () => {
    expect(parseInvoiceFilter(`[["number","=","a"]]${' '.repeat(4000)}`)).toEqual(INVALID);
  });

  it('never throws, whatever it is given', () => {
    for (const value of [42, {}, [], '\u0000', '[[[[[[[[[[', '["__proto__"]']) {
      expect(() => parseInvoiceFilter(value as string)).not.toThrow();
    }
    expect(parseInvoiceFilter(42 as unknown as string)).toEqual(INVALID);
  });
});

describe('serialiseInvoiceFilter and singleContractFilter', () => {
  it('writes terms that read back the same', () => {
    const terms: TInvoiceFilterTerm[] = [
      ['residual', '>=', 0.01],
      ['number', 'ilike', 'a"b'],
    ];
    expect(parseInvoiceFilter(serialiseInvoiceFilter(terms))).toEqual({ ok: true, terms });
  });

  it('writes no filter for no terms', () => {
    expect(serialiseInvoiceFilter([])).toBeUndefined();
  });

  it("filters one contract with an 'in' on polissa_id.name", () => {
    expect(serialiseInvoiceFilter(singleContractFilter('0001001'))).toBe('[["polissa_id.name","in",["0001001"]]]');
  });
});
