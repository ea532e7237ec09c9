import { describe, expect, it } from 'vitest';
import { enabledInvoiceKinds, parseInvoiceKind, shownInvoiceKinds, showsInvoiceTabs } from './invoice-kinds.ts';

/** Settings whose display types are these. */
const shows = (displayTypes: string[]) => ({ features: { displayTypes } });

describe('invoice lists shown (customer-area §2)', () => {
  it('are the enabled display types, in the order multipoint, electricity, gas', () => {
    expect(enabledInvoiceKinds(shows(['gas', 'electricity']))).toEqual(['electricity', 'gas']);
    expect(enabledInvoiceKinds(shows(['gas', 'multipoint', 'electricity']))).toEqual(['multipoint', 'electricity', 'gas']);
    expect(enabledInvoiceKinds(shows([]))).toEqual(['electricity']);
  });

  it('show multipoint only to customers who have multipoint invoices', () => {
    expect(shownInvoiceKinds(shows(['electricity', 'gas', 'multipoint']), false)).toEqual(['electricity', 'gas']);
    expect(shownInvoiceKinds(shows(['electricity', 'gas', 'multipoint']), true)).toEqual(['multipoint', 'electricity', 'gas']);
    expect(shownInvoiceKinds(shows(['electricity', 'gas']), true)).toEqual(['electricity', 'gas']);
    // The only list a deployment has is always shown.
    expect(shownInvoiceKinds(shows(['multipoint']), false)).toEqual(['multipoint']);
  });

  it('a single list shows no tabs', () => {
    expect(showsInvoiceTabs(['electricity'])).toBe(false);
    expect(showsInvoiceTabs(['electricity', 'gas'])).toBe(true);
  });

  it('contractType accepts the neutral name and the slugs of every language', () => {
    expect(parseInvoiceKind('gas')).toBe('gas');
    expect(parseInvoiceKind('electricitat')).toBe('electricity');
    expect(parseInvoiceKind('multipunto')).toBe('multipoint');
    expect(parseInvoiceKind('water')).toBeUndefined();
    expect(parseInvoiceKind(null)).toBeUndefined();
  });
});
