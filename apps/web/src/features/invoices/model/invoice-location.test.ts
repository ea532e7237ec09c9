import { describe, expect, it } from 'vitest';
import { invoiceListPath, parseInvoiceAction, readInvoiceRequest } from './invoice-location.ts';

describe('what the address asks of the invoice screen', () => {
  it('the plain list reads contractType and contractName from the query', () => {
    expect(readInvoiceRequest('/invoices', '')).toEqual({ kind: undefined, contractName: undefined, onActionRoute: false });
    expect(readInvoiceRequest('/factures', '?contractType=gas&contractName=G2001')).toEqual({
      kind: 'gas',
      contractName: 'G2001',
      onActionRoute: false,
    });
  });

  it('the multipoint route is the multipoint list', () => {
    expect(readInvoiceRequest('/invoices-multipoint', '').kind).toBe('multipoint');
  });

  it('the contract invoice routes name the list and the contract', () => {
    expect(readInvoiceRequest('/contracts/electricity/C1001/invoices', '')).toMatchObject({ kind: 'electricity', contractName: 'C1001' });
    expect(readInvoiceRequest('/contractes/electricitat/C1001/factures', '')).toMatchObject({ kind: 'electricity', contractName: 'C1001' });
    expect(readInvoiceRequest('/contracts-gas/G2001/invoices-gas', '')).toMatchObject({ kind: 'gas', contractName: 'G2001' });
    expect(readInvoiceRequest('/contractes/gas/G2001/factures', '')).toMatchObject({ kind: 'gas', contractName: 'G2001' });
  });

  it('the action route carries download or payOnline, by name or slug of any language', () => {
    expect(readInvoiceRequest('/invoices/download', '')).toMatchObject({ action: 'download', onActionRoute: true });
    expect(readInvoiceRequest('/factures/pagar-en-linia', '')).toMatchObject({ action: 'payOnline', onActionRoute: true });
    expect(readInvoiceRequest('/invoices/payOnline', '?contractType=gas')).toMatchObject({ action: 'payOnline', kind: 'gas' });
    expect(readInvoiceRequest('/invoices/nonsense', '')).toMatchObject({ action: undefined, onActionRoute: true });
    expect(parseInvoiceAction('herunterladen')).toBe('download');
  });

  it('the list also takes the action from its query (?action=payOnline), and marks it for removal, known or not', () => {
    expect(readInvoiceRequest('/invoices', '?action=payOnline&contractType=gas')).toMatchObject({
      action: 'payOnline',
      kind: 'gas',
      onActionRoute: false,
      actionInQuery: true,
    });
    expect(readInvoiceRequest('/factures', '?action=pagar-en-linia')).toMatchObject({ action: 'payOnline', actionInQuery: true });
    expect(readInvoiceRequest('/invoices', '?action=nonsense')).toMatchObject({ action: undefined, actionInQuery: true });
  });

  it('builds the plain list path with its query', () => {
    expect(invoiceListPath('ca-ES')).toBe('/factures');
    expect(invoiceListPath('en-US', { kind: 'gas' })).toBe('/invoices?contractType=gas');
    expect(invoiceListPath('es-ES', { kind: 'electricity', contractName: 'C 1' })).toBe(
      '/facturas?contractType=electricity&contractName=C+1',
    );
  });
});
