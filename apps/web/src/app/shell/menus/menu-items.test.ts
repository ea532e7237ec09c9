import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { buildMenu, menuSession } from './menu-items.ts';

const ROUTES = [{ id: 4, route_path: 'tarifes', btn_title: 'Tariffs', btn_description: 'Our prices' }];
const context = { language: 'ca-ES' as const, settings: DEFAULT_SETTINGS, dynamicRoutes: ROUTES };

describe('menus differ by session', () => {
  it('classifies the session', () => {
    expect(menuSession({ isAuthenticated: false, isAuthenticating: true, newCustomer: false })).toBe('pending');
    expect(menuSession({ isAuthenticated: false, isAuthenticating: false, newCustomer: false })).toBe('public');
    expect(menuSession({ isAuthenticated: true, isAuthenticating: false, newCustomer: false })).toBe('private');
    expect(menuSession({ isAuthenticated: true, isAuthenticating: false, newCustomer: true })).toBe('newCustomer');
  });

  it('private: invoices, contract lists, profile, change password, dynamic routes, logout', () => {
    expect(buildMenu('private', context)).toEqual([
      { id: 'invoices', labelKey: 'menu_invoices', to: '/factures' },
      { id: 'contracts-electricity', labelKey: 'menu_contracts_electricity', to: '/contractes/electricitat' },
      { id: 'contracts-gas', labelKey: 'menu_contracts_gas', to: '/contractes/gas' },
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

  it('new customer: only the new-contract menu (no contracting page is mounted yet)', () => {
    expect(buildMenu('newCustomer', context)).toEqual([]);
  });

  it('nothing while the session starts', () => {
    expect(buildMenu('pending', context)).toEqual([]);
  });
});
