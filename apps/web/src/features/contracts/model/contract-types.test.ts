import { describe, expect, it } from 'vitest';
import { contractListKinds, defaultContractKind, showsContractTabs } from './contract-types.ts';
import { contractPageSizes } from './page-sizes.ts';

/** Settings whose display types are these. */
const shows = (displayTypes: string[]) => ({ features: { displayTypes } });

describe('contract list types (customer-area §2)', () => {
  it('shows tabs only when more than one contract type is configured', () => {
    expect(showsContractTabs(shows(['electricity', 'gas']))).toBe(true);
    expect(showsContractTabs(shows(['gas', 'electricity', 'multipoint']))).toBe(true);
    expect(showsContractTabs(shows(['electricity']))).toBe(false);
    expect(showsContractTabs(shows(['gas']))).toBe(false);
    // Multipoint is an invoice type: it makes no second contract list.
    expect(showsContractTabs(shows(['electricity', 'multipoint']))).toBe(false);
  });

  it('keeps the configured order and falls back to electricity', () => {
    expect(contractListKinds(shows(['gas', 'multipoint', 'electricity']))).toEqual(['gas', 'electricity']);
    expect(defaultContractKind(shows(['gas', 'electricity']))).toBe('gas');
    expect(defaultContractKind(shows(['multipoint']))).toBe('electricity');
  });
});

describe('page sizes (customer-area §9)', () => {
  it('offers 5, 10, 25, 50, 100 plus the configured size', () => {
    expect(contractPageSizes(10)).toEqual([5, 10, 25, 50, 100]);
    expect(contractPageSizes(15)).toEqual([5, 10, 15, 25, 50, 100]);
    expect(contractPageSizes(200)).toEqual([5, 10, 25, 50, 100, 200]);
    expect(contractPageSizes(0)).toEqual([5, 10, 25, 50, 100]);
  });
});
