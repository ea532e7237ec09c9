import { describe, expect, it } from 'vitest';
import { DEFAULT_INVOICE_PAGE_SIZE, INVOICE_PAGE_SIZES, invoicePageSizes } from './invoice-page-sizes.ts';

describe('invoicePageSizes', () => {
  it('offers the standard sizes with 100 as default', () => {
    expect(INVOICE_PAGE_SIZES).toEqual([5, 10, 12, 25, 50, 100, 150]);
    expect(DEFAULT_INVOICE_PAGE_SIZE).toBe(100);
    expect(invoicePageSizes()).toEqual([5, 10, 12, 25, 50, 100, 150]);
  });

  it('adds the configured size in order, once', () => {
    expect(invoicePageSizes(20)).toEqual([5, 10, 12, 20, 25, 50, 100, 150]);
    expect(invoicePageSizes(200)).toEqual([5, 10, 12, 25, 50, 100, 150, 200]);
    expect(invoicePageSizes(100)).toEqual([5, 10, 12, 25, 50, 100, 150]);
  });

  it('ignores configured sizes the API would refuse', () => {
    for (const bad of [0, -5, 2.5, Number.NaN, 501, null]) expect(invoicePageSizes(bad)).toEqual([...INVOICE_PAGE_SIZES]);
  });
});
