import { describe, expect, it } from 'vitest';
import {
  changeFormReducer,
  INITIAL_CHANGE_FORM_STATE,
  showsChangeForm,
  type TChangeFormEvent,
  type TChangeFormState,
} from './change-form-state.ts';

const run = (events: TChangeFormEvent[], from: TChangeFormState = INITIAL_CHANGE_FORM_STATE) => events.reduce(changeFormReducer, from);

describe('change form states (customer-area §4)', () => {
  it('starts uninitialized and fetches what the form needs before selecting', () => {
    expect(INITIAL_CHANGE_FORM_STATE.status).toBe('uninitialized');
    expect(run([{ type: 'open', needsData: true }]).status).toBe('fetching');
    expect(run([{ type: 'open', needsData: true }, { type: 'loaded' }]).status).toBe('selecting');
    expect(run([{ type: 'open', needsData: false }]).status).toBe('selecting');
  });

  it('a failed fetch is the error state with the generic message', () => {
    expect(run([{ type: 'open', needsData: true }, { type: 'loadFailed' }])).toEqual({
      status: 'error',
      waitingForSignature: false,
      errorKey: 'message_cant_do_operation',
    });
  });

  it('submitting ends in success, remembering a pending signature', () => {
    const done = run([{ type: 'open', needsData: false }, { type: 'submit' }, { type: 'succeeded', waitingForSignature: true }]);
    expect(done).toEqual({ status: 'success', waitingForSignature: true, errorKey: null });
  });

  it('a 400 returns to the form; another failure is the error state, from which the form can be sent again', () => {
    const open = run([{ type: 'open', needsData: false }, { type: 'submit' }]);
    expect(changeFormReducer(open, { type: 'rejected' }).status).toBe('selecting');
    const failed = changeFormReducer(open, { type: 'failed', errorKey: 'power_same_error_modification_close' });
    expect(failed).toMatchObject({ status: 'error', errorKey: 'power_same_error_modification_close' });
    expect(changeFormReducer(failed, { type: 'submit' })).toMatchObject({ status: 'submitting', errorKey: null });
  });

  it('keeps the form on screen while choosing, sending and after an error, so nothing typed is lost', () => {
    expect(['selecting', 'submitting', 'error'].every((s) => showsChangeForm(s as never))).toBe(true);
    expect(showsChangeForm('fetching')).toBe(false);
    expect(showsChangeForm('success')).toBe(false);
  });

  it('ignores events out of order, and closing resets', () => {
    expect(run([{ type: 'submit' }]).status).toBe('uninitialized');
    expect(
      run([
        { type: 'open', needsData: false },
        { type: 'succeeded', waitingForSignature: false },
      ]).status,
    ).toBe('selecting');
    expect(run([{ type: 'open', needsData: false }, { type: 'close' }])).toEqual(INITIAL_CHANGE_FORM_STATE);
  });
});
