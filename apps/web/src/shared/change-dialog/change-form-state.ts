/**
 * The state of a change dialog (customer-area §4): uninitialized, fetching (what the form
 * needs, such as the customer's accounts), selecting (the form), submitting, success, error.
 * Pure, so each transition is tested; the dialogs hold it in useReducer.
 */
export type TChangeFormStatus = 'uninitialized' | 'fetching' | 'selecting' | 'submitting' | 'success' | 'error';

export interface TChangeFormState {
  status: TChangeFormStatus;
  /** The answer asked for a signature: the page shows the signature-process notice. */
  waitingForSignature: boolean;
  /** Message key shown in the error state. */
  errorKey: string | null;
}

export type TChangeFormEvent =
  | { type: 'open'; needsData: boolean }
  | { type: 'loaded' }
  | { type: 'loadFailed' }
  | { type: 'submit' }
  | { type: 'succeeded'; waitingForSignature: boolean }
  /** A 400 with field errors: back to the form, which shows them next to the fields. */
  | { type: 'rejected' }
  | { type: 'failed'; errorKey: string }
  | { type: 'close' };

export const INITIAL_CHANGE_FORM_STATE: TChangeFormState = { status: 'uninitialized', waitingForSignature: false, errorKey: null };

export function changeFormReducer(state: TChangeFormState, event: TChangeFormEvent): TChangeFormState {
  switch (event.type) {
    case 'open':
      return { status: event.needsData ? 'fetching' : 'selecting', waitingForSignature: false, errorKey: null };
    case 'loaded':
      return state.status === 'fetching' ? { ...state, status: 'selecting' } : state;
    case 'loadFailed':
      return state.status === 'fetching' ? { ...state, status: 'error', errorKey: 'message_cant_do_operation' } : state;
    case 'submit':
      // From the form, or again after an error: the form kept what was typed.
      return state.status === 'selecting' || state.status === 'error' ? { ...state, status: 'submitting', errorKey: null } : state;
    case 'succeeded':
      return state.status === 'submitting' ? { status: 'success', waitingForSignature: event.waitingForSignature, errorKey: null } : state;
    case 'rejected':
      return state.status === 'submitting' ? { ...state, status: 'selecting' } : state;
    case 'failed':
      return state.status === 'submitting' ? { ...state, status: 'error', errorKey: event.errorKey } : state;
    case 'close':
      return INITIAL_CHANGE_FORM_STATE;
  }
}

/** Whether the form's fields are shown: while choosing, sending, and after an error (so nothing typed is lost). */
export const showsChangeForm = (status: TChangeFormStatus) => status === 'selecting' || status === 'submitting' || status === 'error';
