import { DEFAULT_SETTINGS, mergeSettings, type TRouteName } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { welcomeActions } from './welcome-actions.ts';

const ids = (actions: { id: string }[]) => actions.map((a) => a.id);

describe('welcome page actions (a customer with no contracts yet)', () => {
  it('offers the new contracts, profile, password, writing to us and help', () => {
    const WIZARDS = ['electricityContracting', 'gasContracting', 'dualContracting'];
    expect(ids(welcomeActions(DEFAULT_SETTINGS, { helpOpen: true }))).toEqual([
      ...WIZARDS,
      'profile',
      'changePassword',
      'writeToUs',
      'help',
    ]);
    expect(ids(welcomeActions(DEFAULT_SETTINGS, { helpOpen: false }))).toEqual([...WIZARDS, 'profile', 'changePassword', 'writeToUs']);
  });

  it('writes to us through a new request, which needs no contract, whatever the contact form’s flag', () => {
    const write = (flags?: { 'crm.case': boolean }) =>
      welcomeActions(DEFAULT_SETTINGS, { helpOpen: false, ...(flags ? { flags } : {}) }).find((action) => action.id === 'writeToUs');
    expect(write()).toMatchObject({ route: 'requestCreate' });
    expect(write({ 'crm.case': false })).toMatchObject({ route: 'requestCreate' });
  });

  it('offers the wizards once their pages exist, obeying their gates', () => {
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
      'writeToUs',
      'help',
    ]);
  });
});
