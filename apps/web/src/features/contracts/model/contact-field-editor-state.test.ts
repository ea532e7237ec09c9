import { describe, expect, it } from 'vitest';
import { contactEditorReducer, INITIAL_CONTACT_EDITOR_STATE, type TContactEditorEvent } from './contact-field-editor-state.ts';

describe('contact field editor (customer-area §4)', () => {
  const go = (events: TContactEditorEvent[]) => events.reduce(contactEditorReducer, INITIAL_CONTACT_EDITOR_STATE);

  it('init → editing → sending → init on save', () => {
    expect(go([{ type: 'edit' }]).status).toBe('editing');
    expect(go([{ type: 'edit' }, { type: 'send' }]).status).toBe('sending');
    expect(go([{ type: 'edit' }, { type: 'send' }, { type: 'saved' }])).toEqual(INITIAL_CONTACT_EDITOR_STATE);
  });

  it('a failure stays in editing with the server’s messages; cancel returns to init', () => {
    expect(go([{ type: 'edit' }, { type: 'send' }, { type: 'failed', errorKeys: ['email_not_valid'] }])).toEqual({
      status: 'editing',
      errorKeys: ['email_not_valid'],
    });
    expect(go([{ type: 'edit' }, { type: 'cancel' }]).status).toBe('init');
    expect(go([{ type: 'send' }]).status).toBe('init');
  });
});
