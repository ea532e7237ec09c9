import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type TSettings } from '../settings/settings-defaults.ts';
import { afterLoginPath, firstContractingRoute } from './after-login.ts';

const base = { language: 'ca-ES' as const, settings: DEFAULT_SETTINGS, changePassword: false, newCustomer: false };

describe('afterLoginPath (customer-area §2)', () => {
  it('goes to the configured homepage, the overview at / by default', () => {
    expect(afterLoginPath(base)).toBe('/');
    expect(afterLoginPath({ ...base, settings: { ...DEFAULT_SETTINGS, homepage: 'invoices' }, language: 'en-US' })).toBe('/invoices');
    expect(afterLoginPath({ ...base, settings: { ...DEFAULT_SETTINGS, homepage: 'profile' } })).toBe('/perfil');
    expect(afterLoginPath({ ...base, settings: { ...DEFAULT_SETTINGS, homepage: 'nonsense' } })).toBe('/factures');
  });
  it('goes to redirectPath with its params and query', () => {
    expect(
      afterLoginPath({
        ...base,
        redirectPath: 'contractDetail',
        redirectParams: { contractType: 'gas', contractName: '77' },
        redirectQuery: '?action=download',
      }),
    ).toBe('/contractes/gas/77?action=download');
  });
  it('sends change_password first, before any redirect', () => {
    expect(afterLoginPath({ ...base, changePassword: true, redirectPath: 'profile' })).toBe('/canvi-de-clau');
  });
  it('sends a new customer or a promocode to the first enabled contracting page', () => {
    expect(afterLoginPath({ ...base, newCustomer: true })).toBe('/nou-client-electricitat');
    expect(afterLoginPath({ ...base, promocode: 'SUMMER' })).toBe('/nou-client-electricitat?promocode=SUMMER');
    const gasOnly = {
      ...DEFAULT_SETTINGS,
      contractation: { ...DEFAULT_SETTINGS.contractation, electricity: { enabled: false } },
    } as TSettings;
    expect(firstContractingRoute(gasOnly)).toBe('gasContracting');
  });
  it('sends a new customer with no contracting open to the welcome page, not the homepage', () => {
    const none = {
      ...DEFAULT_SETTINGS,
      contractation: {
        ...DEFAULT_SETTINGS.contractation,
        electricity: { enabled: false },
        gas: { enabled: false },
        dual: { enabled: false },
      },
    } as TSettings;
    expect(afterLoginPath({ ...base, settings: none, newCustomer: true })).toBe('/benvingut');
    expect(afterLoginPath({ ...base, language: 'de-DE', settings: none, newCustomer: true })).toBe('/willkommen');
    // A page they were sent away from still comes first; an existing customer still gets the homepage.
    expect(afterLoginPath({ ...base, settings: none, newCustomer: true, redirectPath: 'profile' })).toBe('/perfil');
    expect(afterLoginPath({ ...base, settings: none })).toBe('/');
  });
  it('falls back to the homepage when a redirect lacks its params', () => {
    expect(afterLoginPath({ ...base, redirectPath: 'contractDetail' })).toBe('/');
  });
});
