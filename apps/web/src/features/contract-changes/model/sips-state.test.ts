import { describe, expect, it } from 'vitest';
import { sipsAfterError, sipsAfterSubmit, sipsErrorKey, sipsView } from './sips-state.ts';

describe('SIPS cession opt-out (customer-area §4)', () => {
  it('requested: unticked with the in-process note; active: ticked; unactive: unticked', () => {
    expect(sipsView('requested')).toEqual({ checked: false, inProcess: true });
    expect(sipsView('active')).toEqual({ checked: true, inProcess: false });
    expect(sipsView('unactive')).toEqual({ checked: false, inProcess: false });
    expect(sipsView(null)).toEqual({ checked: false, inProcess: false });
  });

  it('submit makes it requested, an error unactive', () => {
    expect(sipsAfterSubmit()).toBe('requested');
    expect(sipsAfterError()).toBe('unactive');
  });

  it('shows the FIRST message of noCessionSelection', () => {
    expect(sipsErrorKey({ noCessionSelection: ['first_message', 'second_message'] })).toBe('first_message');
    expect(sipsErrorKey({ other: ['x'] })).toBe('message_cant_do_operation');
    expect(sipsErrorKey(undefined)).toBe('message_cant_do_operation');
  });
});
