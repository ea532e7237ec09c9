import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it, vi } from 'vitest';
import { buildLoginRedirectSearch, parseLoginRedirect } from './login-redirect.ts';
import { afterLoginTarget, firstContractingTarget, homeTarget, navigableSettings } from './navigation-targets.ts';

describe('login redirect', () => {
  it('round-trips route name, path params and query', () => {
    const search = buildLoginRedirectSearch('dynamicPage', { routePath: 'ofertes', pageId: '3' }, '?utm=x&redirectPath=ignored');
    expect(search).toBe('?redirectPath=dynamicPage&routePath=ofertes&pageId=3&utm=x');
    expect(parseLoginRedirect(search)).toEqual({
      redirectPath: 'dynamicPage',
      redirectParams: { routePath: 'ofertes', pageId: '3' },
      redirectQuery: '?utm=x',
    });
  });

  it('ignores a redirectPath that names no route', () => {
    expect(parseLoginRedirect('?redirectPath=nowhere')).toBeUndefined();
    expect(parseLoginRedirect('')).toBeUndefined();
  });
});

describe('navigation only to mounted pages', () => {
  it('the default homepage is home, the overview; a configured homepage with a page is honoured', () => {
    expect(navigableSettings(DEFAULT_SETTINGS).homepage).toBe('home');
    expect(homeTarget('ca-ES', DEFAULT_SETTINGS)).toBe('/');
    expect(homeTarget('en-US', mergeSettings(DEFAULT_SETTINGS, { homepage: 'invoices' }))).toBe('/invoices');
    expect(homeTarget('en-US', mergeSettings(DEFAULT_SETTINGS, { homepage: 'dualContracting' }))).toBe('/new-customer-dual');
    expect(homeTarget('en-US', mergeSettings(DEFAULT_SETTINGS, { homepage: 'altHome' }))).toBe('/altHome');
  });

  it('home is a homepage only for the dashboard type: any other redirects from /, so it means the invoices', () => {
    for (const type of ['redirect', 'tabGroups']) {
      const settings = mergeSettings(DEFAULT_SETTINGS, { home: { type } });
      expect(navigableSettings(settings).homepage).toBe('invoices');
      expect(homeTarget('ca-ES', settings)).toBe('/factures');
      expect(afterLoginTarget({ language: 'es-ES', settings, changePassword: false, newCustomer: false })).toBe('/facturas');
    }
  });

  it('the contracting wizards are mounted: their types count as enabled as the settings say', () => {
    const navigable = navigableSettings(DEFAULT_SETTINGS);
    expect(navigable.contractation.electricity.enabled).toBe(true);
    expect(firstContractingTarget('ca-ES', DEFAULT_SETTINGS)).toBe('/nou-client-electricitat');
    const electricityOff = mergeSettings(DEFAULT_SETTINGS, { contractation: { electricity: { enabled: false } } });
    expect(firstContractingTarget('ca-ES', electricityOff)).toBe('/nou-client-gas');
  });

  it('a page that is not mounted counts as disabled, and a homepage without a page falls back to the profile', async () => {
    vi.resetModules();
    vi.doMock('./mounted-routes.ts', () => ({
      isRouteMounted: (name: string) => !['dualContracting', 'electricityContracting', 'gasContracting'].includes(name),
    }));
    try {
      const targets = await import('./navigation-targets.ts');
      expect(targets.navigableSettings(DEFAULT_SETTINGS).contractation.electricity.enabled).toBe(false);
      expect(targets.firstContractingTarget('ca-ES', DEFAULT_SETTINGS)).toBe('/');
      expect(targets.homeTarget('en-US', mergeSettings(DEFAULT_SETTINGS, { homepage: 'dualContracting' }))).toBe('/profile');
      const base = { language: 'ca-ES' as const, settings: DEFAULT_SETTINGS, changePassword: false };
      expect(targets.afterLoginTarget({ ...base, newCustomer: false, redirectPath: 'dualContracting' })).toBe('/');
      // No contracts, so no invoices: the welcome page says what they can do.
      expect(targets.afterLoginTarget({ ...base, newCustomer: true })).toBe('/benvingut');
      expect(targets.afterLoginTarget({ ...base, newCustomer: false, promocode: 'SUMMER' })).toBe('/');
    } finally {
      vi.doUnmock('./mounted-routes.ts');
      vi.resetModules();
    }
  });

  it('after login: change password first, then redirect, then homepage', () => {
    const base = { language: 'ca-ES' as const, settings: DEFAULT_SETTINGS, newCustomer: false };
    expect(afterLoginTarget({ ...base, changePassword: true, redirectPath: 'profile' })).toBe('/canvi-de-clau');
    expect(afterLoginTarget({ ...base, changePassword: false, redirectPath: 'changePassword' })).toBe('/canvi-de-clau');
    expect(afterLoginTarget({ ...base, changePassword: false, redirectPath: 'profile' })).toBe('/perfil');
    expect(afterLoginTarget({ ...base, changePassword: false, redirectPath: 'dualContracting' })).toBe('/nou-client-dual');
    expect(afterLoginTarget({ ...base, changePassword: false, redirectPath: 'altHome' })).toBe('/altHome');
    expect(afterLoginTarget({ ...base, changePassword: false })).toBe('/');
    const invoicesHome = mergeSettings(DEFAULT_SETTINGS, { homepage: 'invoices' });
    expect(afterLoginTarget({ ...base, settings: invoicesHome, changePassword: false })).toBe('/factures');
  });

  it('a new customer or a promocode goes to the first enabled contracting page (visitor-and-shell §4.1)', () => {
    const base = { language: 'ca-ES' as const, settings: DEFAULT_SETTINGS, changePassword: false };
    expect(afterLoginTarget({ ...base, newCustomer: true })).toBe('/nou-client-electricitat');
    expect(afterLoginTarget({ ...base, newCustomer: false, promocode: 'SUMMER' })).toBe('/nou-client-electricitat?promocode=SUMMER');
  });

  it('honours a mounted configured homepage', () => {
    expect(homeTarget('es-ES', mergeSettings(DEFAULT_SETTINGS, { homepage: 'version' }))).toBe('/version');
  });
});
