import { contractButtons, DEFAULT_SETTINGS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { actionMayOpen } from './action-dialog.ts';

const buttons = (overrides: Partial<Parameters<typeof contractButtons>[0]> = {}) =>
  contractButtons({
    kind: 'electricity',
    state: 'activa',
    atrAvailable: true,
    noCessionSips: 'unactive',
    readonly: false,
    settings: DEFAULT_SETTINGS,
    ...overrides,
  });

describe('an action opens its dialog only where the button would be enabled', () => {
  it('on an active contract, each dialog opens', () => {
    for (const dialog of ['power', 'iban', 'notificationAddress', 'sips'] as const) expect(actionMayOpen(dialog, buttons())).toBe(true);
  });

  it('not with a read-only token, on a closed contract, for gas power, or once SIPS is active', () => {
    expect(actionMayOpen('power', buttons({ readonly: true }))).toBe(false);
    expect(actionMayOpen('iban', buttons({ state: 'baixa' }))).toBe(false);
    expect(actionMayOpen('power', buttons({ kind: 'gas' }))).toBe(false);
    expect(actionMayOpen('sips', buttons({ noCessionSips: 'active' }))).toBe(false);
  });
});
