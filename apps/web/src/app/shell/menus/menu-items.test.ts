import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildMenu, menuNeedsFlags, menuSession } from './menu-items.ts';

const ROUTES = [{ id: 4, route_path: 'tarifes', btn_title: 'Tariffs', btn_description: 'Our prices' }];
const CUSTOMER_SERVICE = { id: 'customerService', labelKey: 'menu_customer_service', to: '/atencio-al-client' };
const context = { language: 'ca-ES' as const, settings: DEFAULT_SETTINGS, dynamicRoutes: ROUTES };

describe('menus differ by session', () => {
  it('classifies the session', () => {
    expect(menuSession({ isAuthenticated: false, isAuthenticating: true, newCustomer: false })).toBe('pending');
    expect(menuSession({ isAuthenticated: false, isAuthenticating: false, newCustomer: false })).toBe('public');
    expect(menuSession({ isAuthenticated: true, isAuthenticating: false, newCustomer: false })).toBe('private');
    expect(menuSession({ isAuthenticated: true, isAuthenticating: false, newCustomer: true })).toBe('newCustomer');
  });

  it('private: invoices, contract lists, customer service, requests, profile, change password, dynamic routes, logout', () => {
    expect(buildMenu('private', context)).toEqual([
      { id: 'invoices', labelKey: 'menu_invoices', to: '/factures' },
      { id: 'contracts-electricity', labelKey: 'menu_contracts_electricity', to: '/contractes/electricitat' },
      { id: 'contracts-gas', labelKey: 'menu_contracts_gas', to: '/contractes/gas' },
      CUSTOMER_SERVICE,
      { id: 'requests', labelKey: 'menu_requests', to: '/solicituts' },
      { id: 'profile', labelKey: 'menu_profile', to: '/perfil' },
      { id: 'changePassword', labelKey: 'menu_change_password', to: '/canvi-de-clau' },
      { id: 'dynamic-4', label: 'Tariffs', description: 'Our prices', to: '/d/tarifes/4' },
      { id: 'logout', labelKey: 'logout', action: 'logout' },
    ]);
  });

  it('private without server elements: no dynamic routes', () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { enableServerElements: false } });
    expect(buildMenu('private', { ...context, settings }).map((i) => i.id)).toEqual([
      'invoices',
      'contracts-electricity',
      'contracts-gas',
      'customerService',
      'requests',
      'profile',
      'changePassword',
      'logout',
    ]);
  });

  it('private: one contract list per configured display type, multipoint left out', () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { features: { displayTypes: ['gas', 'multipoint'] } });
    const items = buildMenu('private', { ...context, language: 'en-US', settings });
    expect(items.filter((i) => i.id.startsWith('contracts-'))).toEqual([
      { id: 'contracts-gas', labelKey: 'menu_contracts_gas', to: '/contracts/gas' },
    ]);
  });

  it('public: login', () => {
    expect(buildMenu('public', { ...context, language: 'es-ES' })).toEqual([{ id: 'login', labelKey: 'menu_login', to: '/acceso' }]);
  });

  it('new customer: welcome, profile, change password, customer service and logout, never an empty menu (no contracting page is mounted yet)', () => {
    expect(buildMenu('newCustomer', context)).toEqual([
      { id: 'welcome', labelKey: 'menu_welcome', to: '/benvingut' },
      { id: 'profile', labelKey: 'menu_profile', to: '/perfil' },
      { id: 'changePassword', labelKey: 'menu_change_password', to: '/canvi-de-clau' },
      CUSTOMER_SERVICE,
      { id: 'logout', labelKey: 'logout', action: 'logout' },
    ]);
  });

  it('new customer: contact and the new-contract entries once their pages exist and are open', () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { contractation: { gas: { enabled: false } } });
    const ids = buildMenu('newCustomer', { ...context, settings, mounted: () => true, flags: { 'crm.case': true } }).map((i) => i.id);
    expect(ids).toEqual([
      'welcome',
      'profile',
      'changePassword',
      'customerService',
      'new-contract-electricity',
      'new-contract-dual',
      'logout',
    ]);
  });

  it('nothing while the session starts', () => {
    expect(buildMenu('pending', context)).toEqual([]);
  });
});

describe('the flags are fetched for a menu only where an entry depends on one (visitor-and-shell §4.6)', () => {
  const all = () => true;

  it('the signed-in menus now that the customer-service page (the only flag-gated entry) is mounted; never the others', () => {
    expect(menuNeedsFlags('private', { settings: DEFAULT_SETTINGS })).toBe(true);
    expect(menuNeedsFlags('newCustomer', { settings: DEFAULT_SETTINGS })).toBe(true);
    for (const session of ['pending', 'public'] as const) expect(menuNeedsFlags(session, { settings: DEFAULT_SETTINGS })).toBe(false);
    expect(menuNeedsFlags('private', { settings: DEFAULT_SETTINGS, mounted: () => false })).toBe(false);
  });

  it('the private menu once customer service is mounted, unless the contact feature is off anyway', () => {
    expect(menuNeedsFlags('private', { settings: DEFAULT_SETTINGS, mounted: all })).toBe(true);
    const contactOff = mergeSettings(DEFAULT_SETTINGS, { features: { contact: false } });
    expect(menuNeedsFlags('private', { settings: contactOff, mounted: all })).toBe(false);
    expect(menuNeedsFlags('public', { settings: DEFAULT_SETTINGS, mounted: all })).toBe(false);
  });

  it('the customer-service entry shows while the flags load and goes once crm.case is loaded false', () => {
    const ids = (flags?: Record<string, boolean>) => buildMenu('private', { ...context, flags, mounted: all }).map((i) => i.id);
    expect(ids(undefined)).toContain('customerService');
    expect(ids({ 'crm.case': true })).toContain('customerService');
    expect(ids({ 'crm.case': false })).not.toContain('customerService');
  });
});
