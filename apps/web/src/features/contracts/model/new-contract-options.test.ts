import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { contractDetailPath, contractListPath } from './contract-paths.ts';
import { newContractOptions } from './new-contract-options.ts';

describe('new-contract button or menu', () => {
  it('is empty while no contracting page is mounted', () => {
    expect(newContractOptions(DEFAULT_SETTINGS, 'en-US', () => false)).toEqual([]);
  });

  it('offers each enabled contracting type whose page is mounted, the default type (dual) first', () => {
    const all = () => true;
    expect(newContractOptions(DEFAULT_SETTINGS, 'ca-ES', all).map((o) => o.to)).toEqual([
      '/nou-client-dual',
      '/nou-client-electricitat',
      '/nou-client-gas',
    ]);
    const gasOff = mergeSettings(DEFAULT_SETTINGS, { contractation: { gas: { enabled: false } } });
    expect(newContractOptions(gasOff, 'en-US', all).map((o) => o.type)).toEqual(['dual', 'electricity']);
    const gasDefault = mergeSettings(DEFAULT_SETTINGS, { contractation: { defaultType: 'gas' } });
    expect(newContractOptions(gasDefault, 'en-US', all).map((o) => o.type)).toEqual(['gas', 'electricity', 'dual']);
  });
});

describe('contract paths', () => {
  it('electricity under its list, gas on its own route, the action carried', () => {
    expect(contractListPath('electricity', 'ca-ES')).toBe('/contractes/electricitat');
    expect(contractDetailPath('electricity', 'C1', 'es-ES')).toBe('/contratos/electricidad/C1');
    expect(contractDetailPath('gas', 'G1', 'en-US')).toBe('/contracts-gas/G1');
    expect(contractDetailPath('gas', 'G1', 'ca-ES', 'ibanChange')).toBe('/contractes/gas/G1?action=ibanChange');
  });
});
