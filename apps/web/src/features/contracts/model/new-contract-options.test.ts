import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { contractDetailPath, contractListPath } from './contract-paths.ts';
import { newContractOptions } from './new-contract-options.ts';

describe('new-contract button or menu', () => {
  it('is empty while no contracting page is mounted', () => {
    expect(newContractOptions(DEFAULT_SETTINGS, 'en-US')).toEqual([]);
  });

  it('offers each enabled contracting type whose page is mounted', () => {
    const all = () => true;
    expect(newContractOptions(DEFAULT_SETTINGS, 'ca-ES', all).map((o) => o.to)).toEqual([
      '/nou-client-electricitat',
      '/nou-client-gas',
      '/nou-client-dual',
    ]);
    const gasOff = mergeSettings(DEFAULT_SETTINGS, { contractation: { gas: { enabled: false } } });
    expect(newContractOptions(gasOff, 'en-US', all).map((o) => o.type)).toEqual(['electricity', 'dual']);
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
