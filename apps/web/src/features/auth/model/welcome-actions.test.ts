import { DEFAULT_SETTINGS, mergeSettings, type TRouteName } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { welcomeActions } from './welcome-actions.ts';

const ids = (actions: { id: string }[]) => actions.map((a) => a.id);

describe('welcome page actions (a customer with no contracts yet)', () => {
  it('offers what is built today: profile, password, customer service and help', () => {
    expect(ids(welcomeActions(DEFAULT_SETTINGS, { helpOpen: true }))).toEqual(['profile', 'changePassword', 'customerService', 'help']);
    expect(ids(welcomeActions(DEFAULT_SETTINGS, { helpOpen: false }))).toEqual(['profile', 'changePassword', 'customerService']);
    expect(ids(welcomeActions(DEFAULT_SETTINGS, { helpOpen: false, flags: { 'crm.case': false } }))).toEqual(['profile', 'changePassword']);
  });

  it('offers contact and the wizards once their pages exist, obeying their gates', () => {
    const all = (route: TRouteName) =>
      isRouteMounted(route) || ['customerService', 'electricityContracting', 'gasContracting', 'dualContracting'].includes(route);
    const settings = mergeSettings(DEFAULT_SETTINGS, {
      features: { contact: true },
      contractation: { electricity: { enabled: true }, gas: { enabled: false }, dual: { enabled: true } },
    });
    expect(ids(welcomeActions(settings, { helpOpen: true, mounted: all, flags: { 'crm.case': true } }))).toEqual([
      'electricityContracting',
      'dualContracting',
      'profile',
      'changePassword',
      'customerService',
      'help',
    ]);
    // The contact page's server flag closes it.
    expect(ids(welcomeActions(settings, { helpOpen: false, mounted: all, flags: { 'crm.case': false } }))).not.toContain('customerService');
  });
});
