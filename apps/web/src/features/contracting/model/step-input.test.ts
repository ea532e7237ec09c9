import { describe, expect, it } from 'vitest';
import { filledValues } from '../test/contracting-fixtures.ts';
import { contractInput, installationInput, powerOf } from './step-input.ts';

describe('what the step schemas read', () => {
  it('powers as typed: a comma or a dot, empty is 0, anything else NaN', () => {
    expect([powerOf('4,6'), powerOf('4.600'), powerOf(''), powerOf('-1'), powerOf('4,6789')]).toEqual([
      4.6,
      4.6,
      0,
      Number.NaN,
      Number.NaN,
    ]);
  });

  it('P3 to P6 are 0 up to 15 kW, and the self-consumption code follows the toggle (§4.3)', () => {
    const contract = { ...filledValues('electricity').contract, power3: '9', selfcons: true };
    expect(contractInput(contract, { detectedSelfconsCode: undefined })).toMatchObject({ power3: 0, power6: 0, selfconsCode: '41' });
    expect(contractInput({ ...contract, power: '16', power2: '16', power3: '16' }, { detectedSelfconsCode: '31' })).toMatchObject({
      power: 16,
      power3: 16,
      power4: 0,
      selfconsCode: '31',
    });
    expect(contractInput({ ...contract, selfcons: false }, { detectedSelfconsCode: '31' })).toMatchObject({ selfconsCode: '00' });
  });

  it('a habitual or second residence is the home cnae; a business the one chosen from the list', () => {
    const installation = { ...filledValues('electricity').installation, cnae: '5610' };
    const cnaes = [{ id: 5610, name: '5610', descripcio: 'Restaurants' }];
    expect(installationInput({ ...installation, residenceType: 'second' }, { cnaes, authenticated: false }).cnae).toEqual({
      id: 986,
      name: '9820',
    });
    expect(installationInput({ ...installation, residenceType: 'business' }, { cnaes, authenticated: false }).cnae).toEqual(cnaes[0]);
  });

  it('a signed-in customer’s lead consent is given; the invoice goes only with an active contract', () => {
    const installation = { ...filledValues('electricity').installation, leadsConsent: false, invoice: [{ id: 1, name: 'f.pdf' }] };
    const input = installationInput(installation, { cnaes: [], authenticated: true });
    expect([input.leadsConsent, input.invoice]).toEqual([true, undefined]);
  });
});
