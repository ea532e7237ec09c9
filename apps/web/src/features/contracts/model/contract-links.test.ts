import { describe, expect, it } from 'vitest';
import { contractLinks } from './contract-links.ts';

describe('related invoices and claim links', () => {
  it('lead to the contract’s invoices and the claims page with the contract preselected, both mounted now; none while not mounted', () => {
    expect(contractLinks({ name: 'C1', type: 'electricity' }, 'en-US')).toEqual({
      invoices: '/contracts/electricity/C1/invoices',
      claim: '/claims?contract=C1',
    });
    expect(contractLinks({ name: 'C1', type: 'electricity' }, 'en-US', () => false)).toEqual({ invoices: undefined, claim: undefined });
  });

  it('lead to the contract’s invoices (gas on its own route) and to claims once mounted', () => {
    const all = () => true;
    expect(contractLinks({ name: 'C1', type: 'electricity' }, 'ca-ES', all)).toEqual({
      invoices: '/contractes/electricitat/C1/factures',
      claim: '/reclamacions?contract=C1',
    });
    expect(contractLinks({ name: 'G1', type: 'gas' }, 'en-US', all).invoices).toBe('/contracts-gas/G1/invoices-gas');
  });
});
