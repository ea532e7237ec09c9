import { describe, expect, it } from 'vitest';
import { customerSearchTerms } from './customer-search-terms.ts';

describe('customerSearchTerms: one query read every way', () => {
  it('normalises the tax id as the login does, and the CUPS as stored', () => {
    expect(customerSearchTerms(' 12.345.678-z ')).toMatchObject({ taxId: '12345678Z', numbers: ['12.345.678-z', '12.345.678-Z'] });
    expect(customerSearchTerms('es 0031 4056 7890 1234 jy').cups).toBe('ES0031405678901234JY');
  });

  it('keeps a name’s words, letters and digits only: nothing typed is text-search syntax', () => {
    expect(customerSearchTerms("Àngels d'Or & (Güell):* | !x").words).toEqual(['Àngels', 'd', 'Or', 'Güell', 'x']);
    expect(customerSearchTerms('!!').words).toEqual([]);
    expect(customerSearchTerms('a b c d e f g h').words).toHaveLength(6);
  });
});
