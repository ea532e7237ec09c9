/**
 * The contact field editor (customer-area §4): init (the value shown), editing (an input),
 * sending. Saving returns to init; a 400 stays in editing with the server's errors.
 */
export type TContactEditorStatus = 'init' | 'editing' | 'sending';

export interface TContactEditorState {
  status: TContactEditorStatus;
  /** Message keys to show under the input. */
  errorKeys: string[];
}

export type TContactEditorEvent =
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'send' }
  | { type: 'saved' }
  | { type: 'failed'; errorKeys: string[] };

export const INITIAL_CONTACT_EDITOR_STATE: TContactEditorState = { status: 'init', errorKeys: [] };

export function contactEditorReducer(state: TContactEditorState, event: TContactEditorEvent): TContactEditorState {
  switch (event.type) {
    case 'edit':
      return state.status === 'init' ? { status: 'editing', errorKeys: [] } : state;
    case 'cancel':
      return state.status === 'editing' ? INITIAL_CONTACT_EDITOR_STATE : state;
    case 'send':
      return state.status === 'editing' ? { status: 'sending', errorKeys: [] } : state;
    case 'saved':
      return state.status === 'sending' ? INITIAL_CONTACT_EDITOR_STATE : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'editing', errorKeys: event.errorKeys } : state;
  }
}
