import { describe, expect, it } from 'vitest';
import { KnownCustomersIdentityCheck, namesMatch } from './identity-check.ts';

describe('the identity check of a lead (leads/dni-validation, §8 dniInvalid)', () => {
  it('matches a person by the given name and first surname among the customer’s words, accents, case and punctuation aside', () => {
    expect(namesMatch('Marta Puig Serra', { company: false, name: 'marta', surName1: 'PUIG' })).toBe(true);
    expect(namesMatch('Jordi Soler Vidal', { company: false, name: 'Jordi', surName1: 'Solér' })).toBe(true);
    expect(namesMatch('PUIG SERRA, MARTA', { company: false, name: 'Marta', surName1: 'Puig' })).toBe(true);
    expect(namesMatch('Marta Puig Serra', { company: false, name: 'Joan', surName1: 'Puig' })).toBe(false);
    expect(namesMatch('Marta Puig Serra', { company: false, name: 'Marta', surName1: 'Garcia' })).toBe(false);
    expect(namesMatch('Marta Puig Serra', { company: false, name: '', surName1: '' })).toBe(false);
  });

  it('matches a company by its whole name', () => {
    expect(namesMatch('Fusteria Vallès SL', { company: true, name: 'FUSTERIA VALLES, S.L.' })).toBe(true);
    expect(namesMatch('Fusteria Vallès SL', { company: true, name: 'Fusteria' })).toBe(false);
  });

  it('passes a tax id the retailer does not know, and a known one only under its name', async () => {
    const check = new KnownCustomersIdentityCheck({
      customerByTaxId: async (vat) => (vat === '12345678Z' ? { id: 1, taxId: vat, name: 'Marta Puig Serra' } : undefined),
    });
    expect(await check.check({ vat: '44444444A', company: false, name: 'Anyone', surName1: 'At all' })).toBe(true);
    expect(await check.check({ vat: '12345678Z', company: false, name: 'Marta', surName1: 'Puig' })).toBe(true);
    expect(await check.check({ vat: '12345678Z', company: false, name: 'Laia', surName1: 'Puig' })).toBe(false);
  });
});
