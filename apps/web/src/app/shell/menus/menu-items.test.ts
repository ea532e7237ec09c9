import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildMenu, menuNeedsFlags, menuSession } from './menu-items.ts';

const ROUTES = [{ id: 4, route_path: 'tarifes', btn_title: 'Tariffs', btn_description: 'Our prices' }];
const CUSTOMER_SERVICE = { id: 'customerService', labelKey: 'menu_customer_service', to: '/atencio-al-client' };
const context = { language: 'ca-ES' as const, settings: DEFAULT_SETTINGS, dynamicRoutes: ROUTES };
// The contracting wizards are mounted: their entries follow contractation.<type>.enabled (on by default).
const NEW_CONTRACTS_CA = [
  { id: 'new-contract-electricity', labelKey: 'menu_new_contract_electricity', to: '/nou-client-electricitat' },
  { id: 'new-contract-gas', labelKey: 'menu_new_contract_gas', to: '/nou-client-gas' },
  { id: 'new-contract-dual', labelKey: 'menu_new_contract_dual', to: '/nou-client-dual' },
];

describe('menus differ by session', () => {
  it('classifies the session', () => {
    expect(menuSession({ isAuthenticated: false, isAuthenticating: true, newCustomer: false })).toBe('pending');
    expect(menuSession({ isAuthenticated: false, isAuthenticating: false, newCustomer: false })).toBe('public');
    expect(menuSession({ isAuthenticated: true, isAuthenticating: false, newCustomer: false })).toBe('private');
    expect(menuSession({ isAuthenticated: true, isAuthenticating: false, newCustomer: true })).toBe('newCustomer');
  });

  it('private: invoices, contract lists, customer service, requests, profile, change password, dynamic routes, new contracts, logout', () => {
    expect(buildMenu('private', context)).toEqual([
      { id: 'invoices', labelKey: 'menu_invoices', to: '/factures' },
      { id: 'contracts-electricity', labelKey: 'menu_contracts_electricity', to: '/contractes/electricitat' },
      { id: 'contracts-gas', labelKey: 'menu_contracts_gas', to: '/contractes/gas' },
      CUSTOMER_SERVICE,
      { id: 'requests', labelKey: 'menu_requests', to: '/solicituts' },
      { id: 'profile', labelKey: 'menu_profile', to: '/perfil' },
      { id: 'changePassword', labelKey: 'menu_change_password', to: '/canvi-de-clau' },
      { id: 'dynamic-4', label: 'Tariffs', description: 'Our prices', to: '/d/tarifes/4' },
      ...NEW_CONTRACTS_CA,
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
      'new-contract-electricity',
      'new-contract-gas',
      'new-contract-dual',
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

  it('public: login, under the default settings the new contracts and the unsigned contact page', () => {
    expect(buildMenu('public', { ...context, language: 'es-ES' })).toEqual([
      { id: 'login', labelKey: 'menu_login', to: '/acceso' },
      { id: 'new-contract-electricity', labelKey: 'menu_new_contract_electricity', to: '/nuevo-cliente-electricidad' },
      { id: 'new-contract-gas', labelKey: 'menu_new_contract_gas', to: '/nuevo-cliente-gas' },
      { id: 'new-contract-dual', labelKey: 'menu_new_contract_dual', to: '/nuevo-cliente-dual' },
      { id: 'contact', labelKey: 'menu_contact', to: '/contacto' },
    ]);
  });

  it("public: each visitor page whose configuration enables it, once it is mounted (the newsletter's is still to come)", () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, {
      comparator: { enabled: true },
      powerCalculator: { enabled: true },
      newsletter: { enabled: true },
    });
    const CONTRACTING = ['electricityContracting', 'gasContracting', 'dualContracting'];
    const withoutNewsletter = (route: string) => !CONTRACTING.includes(route) && route !== 'newsletter';
    expect(buildMenu('public', { ...context, settings, mounted: withoutNewsletter })).toEqual([
      { id: 'login', labelKey: 'menu_login', to: '/acces' },
      { id: 'comparator', labelKey: 'menu_comparator', to: '/comparador' },
      { id: 'gasComparator', labelKey: 'menu_gas_comparator', to: '/comparador-gas' },
      { id: 'powerCalculator', labelKey: 'menu_power_calculator', to: '/potencia' },
      { id: 'contact', labelKey: 'menu_contact', to: '/contacte' },
    ]);
    const withNewsletter = (route: string) => !CONTRACTING.includes(route);
    expect(buildMenu('public', { ...context, settings, mounted: withNewsletter }).map((i) => i.id)).toEqual([
      'login',
      'comparator',
      'gasComparator',
      'powerCalculator',
      'newsletter',
      'contact',
    ]);
  });

  it('public: a visitor page leaves the menu with its setting, and the gas comparator without gas among the display types', () => {
    const on = mergeSettings(DEFAULT_SETTINGS, { comparator: { enabled: true }, powerCalculator: { enabled: true } });
    const ids = (patch: Record<string, unknown>) =>
      buildMenu('public', { ...context, settings: mergeSettings(on, patch), mounted: () => true }).map((i) => i.id);
    expect(ids({ comparator: { enabled: false } })).not.toContain('comparator');
    expect(ids({ comparator: { enabled: false } })).not.toContain('gasComparator');
    expect(ids({ features: { displayTypes: ['electricity'] } })).toEqual(expect.arrayContaining(['comparator']));
    expect(ids({ features: { displayTypes: ['electricity'] } })).not.toContain('gasComparator');
    expect(ids({ powerCalculator: { enabled: false } })).not.toContain('powerCalculator');
    expect(ids({ newsletter: { enabled: false } })).not.toContain('newsletter');
    expect(ids({ features: { unsignedContact: false } })).not.toContain('contact');
  });

  it('public: the new-contract entries once those pages exist, unless contracting needs a sign-in', () => {
    const ids = (patch: Record<string, unknown>) =>
      buildMenu('public', { ...context, settings: mergeSettings(DEFAULT_SETTINGS, patch), mounted: () => true }).map((i) => i.id);
    expect(ids({})).toEqual(['login', 'new-contract-electricity', 'new-contract-gas', 'new-contract-dual', 'contact']);
    expect(ids({ contractation: { authenticate: true } })).toEqual(['login', 'contact']);
  });

  it('the signed-in menus offer none of the visitor pages', () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { comparator: { enabled: true }, powerCalculator: { enabled: true } });
    const ids = buildMenu('private', { ...context, settings, mounted: () => true }).map((i) => i.id);
    for (const id of ['comparator', 'gasComparator', 'powerCalculator', 'newsletter', 'contact']) expect(ids).not.toContain(id);
  });

  it('new customer where no wizard is open: welcome, profile, change password, customer service and logout, never an empty menu', () => {
    expect(buildMenu('newCustomer', { ...context, mounted: (route) => !route.endsWith('Contracting') })).toEqual([
      { id: 'welcome', labelKey: 'menu_welcome', to: '/benvingut' },
      { id: 'profile', labelKey: 'menu_profile', to: '/perfil' },
      { id: 'changePassword', labelKey: 'menu_change_password', to: '/canvi-de-clau' },
      CUSTOMER_SERVICE,
      { id: 'logout', labelKey: 'logout', action: 'logout' },
    ]);
  });

  it('new customer: only the new-contract entries that are open, and logout (visitor-and-shell §6)', () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { contractation: { gas: { enabled: false } } });
    const ids = buildMenu('newCustomer', { ...context, settings, mounted: () => true, flags: { 'crm.case': true } }).map((i) => i.id);
    expect(ids).toEqual(['new-contract-electricity', 'new-contract-dual', 'logout']);
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

describe("the retailer's own site in every menu (header.links, docs/home.md)", () => {
  const settings = mergeSettings(DEFAULT_SETTINGS, {
    header: {
      links: [
        { label: { 'es-ES': 'Nuestra web', 'ca-ES': 'El nostre web' }, url: 'https://energia.example' },
        { label: { 'ca-ES': 'X' }, url: '/x' },
      ],
    },
  });
  const link = { id: 'header-link-0', label: 'El nostre web', href: 'https://energia.example' };

  it('before logout for customers and new customers, last for visitors, none while the session starts', () => {
    expect(buildMenu('private', { ...context, settings }).slice(-2)).toEqual([
      link,
      { id: 'logout', labelKey: 'logout', action: 'logout' },
    ]);
    expect(buildMenu('newCustomer', { ...context, settings }).slice(-2)[0]).toEqual(link);
    expect(buildMenu('public', { ...context, settings }).at(-1)).toEqual(link);
    expect(buildMenu('pending', { ...context, settings })).toEqual([]);
  });

  it("in the visitor's language, else the first the retailer wrote", () => {
    expect(buildMenu('public', { ...context, language: 'es-ES', settings }).at(-1)?.label).toBe('Nuestra web');
    expect(buildMenu('public', { ...context, language: 'de-DE', settings }).at(-1)?.label).toBe('Nuestra web');
  });
});
