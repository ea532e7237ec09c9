import { describe, expect, it } from 'vitest';
import { ZInvoiceDocumentParamsSchema, ZInvoiceListQuerySchema, ZInvoiceSchema } from './invoice-schemas.ts';

const invoice = {
  id: 7,
  invoice_id: 70,
  number: 'FE250007',
  date: '2025-03-31',
  start_date: '2025-03-01',
  end_date: '2025-03-30',
  type: 'electricity',
  cups: { name: 'ES0031405555555555AB', full_address: 'Carrer Major 1, Girona' },
  contract: { name: '0001001', type: 'electricity' },
  energy_consumed: 250.5,
  amount_total: 61.23,
  amount_pending: 61.23,
  amount_to_pay: 61.23,
  paid_status: 'pending_transfer',
  rectificative_type: 'N',
  pending_state_history: [{ change_date: '2025-04-01', pending_state: { ov_description: 'Pendent' } }],
  online_payment: { payment_enabled: true, payment_link: null, rel_object_type: 'account.invoice' },
  address_invoice_id: null,
  points: [],
};

describe('ZInvoiceSchema', () => {
  it('accepts a single invoice and a multipoint one', () => {
    expect(ZInvoiceSchema.parse(invoice)).toEqual(invoice);
    const multipoint = {
      ...invoice,
      type: 'multipoint',
      cups: null,
      contract: null,
      online_payment: { ...invoice.online_payment, rel_object_type: 'multipoint.invoice' },
      points: [{ contract_name: '0001001', cups_name: 'ES1', full_address: 'A', energy_consumed: 1, amount_total: 2 }],
    };
    expect(ZInvoiceSchema.safeParse(multipoint).success).toBe(true);
  });

  it('refuses dates that are not YYYY-MM-DD and unknown paid states', () => {
    expect(ZInvoiceSchema.safeParse({ ...invoice, date: '31/03/2025' }).success).toBe(false);
    expect(ZInvoiceSchema.safeParse({ ...invoice, paid_status: 'overdue' }).success).toBe(false);
  });
});

describe('ZInvoiceListQuerySchema', () => {
  it('coerces the query string and applies defaults', () => {
    expect(ZInvoiceListQuerySchema.parse({})).toEqual({ offset: 0, limit: 100, type: 'electricity', filter: [] });
    expect(ZInvoiceListQuerySchema.parse({ offset: '20', limit: '10', type: 'gas', filter: '[]' })).toEqual({
      offset: 20,
      limit: 10,
      type: 'gas',
      filter: [],
    });
  });

  it('reads the filter into its terms', () => {
    const filter = '[["polissa_id.name","in",["0001001"]],["amount_total",">=",10.5],["state","=","open"]]';
    expect(ZInvoiceListQuerySchema.parse({ filter }).filter).toEqual([
      ['polissa_id.name', 'in', ['0001001']],
      ['amount_total', '>=', 10.5],
      ['state', '=', 'open'],
    ]);
    expect(ZInvoiceListQuerySchema.parse({ filter: ' ' }).filter).toEqual([]);
  });

  it('refuses a malformed filter with the filter message under filter', () => {
    for (const filter of ['garbage', '[["password","=","x"]]', '[["date_invoice",">=","31/12/2025"]]', 'x'.repeat(4001)]) {
      const result = ZInvoiceListQuerySchema.safeParse({ filter });
      expect(result.success, filter.slice(0, 40)).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['filter'], 'invoice_filter_invalid']]);
    }
  });

  it('refuses pages out of range, long filters and other types', () => {
    for (const query of [
      { offset: '-1' },
      { limit: '0' },
      { limit: '501' },
      { limit: '2.5' },
      { type: 'multipoint' },
      { filter: 'x'.repeat(4001) },
    ]) {
      expect(ZInvoiceListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('ZInvoiceDocumentParamsSchema', () => {
  it('reads the id and the format of the path', () => {
    expect(ZInvoiceDocumentParamsSchema.parse({ id: '12', format: 'curve_csv' })).toEqual({ id: 12, format: 'curve_csv' });
    expect(ZInvoiceDocumentParamsSchema.safeParse({ id: 'x', format: 'pdf' }).success).toBe(false);
    expect(ZInvoiceDocumentParamsSchema.safeParse({ id: '1', format: 'docx' }).success).toBe(false);
  });
});
