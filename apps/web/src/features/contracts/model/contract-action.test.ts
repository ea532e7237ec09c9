import { describe, expect, it } from 'vitest';
import { actionEffect, parseContractAction, searchWithoutAction } from './contract-action.ts';
import { listActionTarget } from './list-action.ts';

describe('the action query parameter (customer-area §2, visitor-and-shell §2.2)', () => {
  it('reads the home tiles’ names and the translated slugs', () => {
    expect(parseContractAction('powChange')).toBe('powChange');
    expect(parseContractAction('pow-change')).toBe('powChange');
    expect(parseContractAction('modificar-dades-bancaries')).toBe('ibanChange');
    expect(parseContractAction('no-cesion-sips')).toBe('noCesionSips');
    expect(parseContractAction('notifAddrChange')).toBe('notifAddrChange');
    expect(parseContractAction('consum')).toBe('consumption');
    expect(parseContractAction('download')).toBe('download');
  });

  it('ignores anything else', () => {
    expect(parseContractAction(null)).toBeUndefined();
    expect(parseContractAction('')).toBeUndefined();
    expect(parseContractAction('deleteEverything')).toBeUndefined();
  });

  it('is removed from the address, other parameters kept', () => {
    expect(searchWithoutAction('?action=powChange')).toBe('');
    expect(searchWithoutAction('?a=1&action=download&b=2')).toBe('?a=1&b=2');
    expect(searchWithoutAction('')).toBe('');
  });

  it('maps each action to what the detail page does', () => {
    expect(actionEffect('powChange')).toEqual({ kind: 'dialog', dialog: 'power' });
    expect(actionEffect('ibanChange')).toEqual({ kind: 'dialog', dialog: 'iban' });
    expect(actionEffect('notifAddrChange')).toEqual({ kind: 'dialog', dialog: 'notificationAddress' });
    expect(actionEffect('noCesionSips')).toEqual({ kind: 'dialog', dialog: 'sips' });
    expect(actionEffect('download')).toEqual({ kind: 'download' });
    expect(actionEffect('consumption')).toEqual({ kind: 'hash', hash: 'consumption' });
  });
});

describe('an action on the list', () => {
  const base = { action: 'powChange' as const, total: 1, onlyContractName: 'C1', filtered: false };

  it('with exactly one contract goes straight to it', () => {
    expect(listActionTarget(base)).toEqual({ kind: 'open', contractName: 'C1' });
  });

  it('stays with several contracts, a search, no action, or before the list loaded', () => {
    expect(listActionTarget({ ...base, total: 2, onlyContractName: undefined })).toEqual({ kind: 'stay' });
    expect(listActionTarget({ ...base, filtered: true })).toEqual({ kind: 'stay' });
    expect(listActionTarget({ ...base, action: undefined })).toEqual({ kind: 'stay' });
    expect(listActionTarget({ ...base, total: undefined, onlyContractName: undefined })).toEqual({ kind: 'stay' });
  });
});
