import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isRouteOpen, routeNeedsFlags } from './route-open.ts';

const all = () => true;

describe('a route is open when its page is mounted and its gate open', () => {
  it('unmounted pages are never open, whatever the settings', () => {
    const on = mergeSettings(DEFAULT_SETTINGS, { contractation: { electricity: { enabled: true } } });
    expect(isRouteOpen('electricityContracting', on, undefined, () => false)).toBe(false);
    expect(isRouteOpen('electricityContracting', on)).toBe(true);
    expect(
      isRouteOpen('electricityContracting', mergeSettings(DEFAULT_SETTINGS, { contractation: { electricity: { enabled: false } } })),
    ).toBe(false);
  });

  it('the dynamic page follows enableServerElements', () => {
    expect(isRouteOpen('dynamicPage', DEFAULT_SETTINGS)).toBe(true);
    expect(isRouteOpen('dynamicPage', mergeSettings(DEFAULT_SETTINGS, { features: { enableServerElements: false } }))).toBe(false);
  });

  it('customer service follows the contact feature and crm.case once loaded (visitor-and-shell §4.6)', () => {
    expect(isRouteOpen('customerService', DEFAULT_SETTINGS, undefined, all)).toBe(true);
    expect(isRouteOpen('customerService', DEFAULT_SETTINGS, { 'crm.case': false }, all)).toBe(false);
    expect(
      isRouteOpen('customerService', mergeSettings(DEFAULT_SETTINGS, { features: { contact: false } }), { 'crm.case': true }, all),
    ).toBe(false);
  });
});

describe('the flags are fetched for a route only when they could close it', () => {
  it('never for the login page or a route without a flag', () => {
    expect(routeNeedsFlags('login', DEFAULT_SETTINGS, all)).toBe(false);
    expect(routeNeedsFlags('dynamicPage', DEFAULT_SETTINGS, all)).toBe(false);
    expect(routeNeedsFlags('invoices', DEFAULT_SETTINGS)).toBe(false);
  });

  it('for customer service once mounted, unless the contact feature already closes it', () => {
    expect(routeNeedsFlags('customerService', DEFAULT_SETTINGS, () => false)).toBe(false);
    expect(routeNeedsFlags('customerService', DEFAULT_SETTINGS)).toBe(true);
    expect(routeNeedsFlags('customerService', DEFAULT_SETTINGS, all)).toBe(true);
    expect(routeNeedsFlags('customerService', mergeSettings(DEFAULT_SETTINGS, { features: { contact: false } }), all)).toBe(false);
  });
});
