/**
 * The states of both password-reset forms (FORM → SENDING → SENT, as every form of issue 14).
 * A failure returns to FORM with what was typed kept (the values live in the form, not here)
 * and the message saying why.
 */
export type TResetFormState = { status: 'form'; errorKey?: string } | { status: 'sending' } | { status: 'sent' };

export type TResetFormEvent = { type: 'send' } | { type: 'sent' } | { type: 'failed'; errorKey?: string };

export const INITIAL_RESET_FORM: TResetFormState = { status: 'form' };

export function resetFormReducer(state: TResetFormState, event: TResetFormEvent): TResetFormState {
  switch (event.type) {
    case 'send':
      return state.status === 'form' ? { status: 'sending' } : state;
    case 'sent':
      return state.status === 'sending' ? { status: 'sent' } : state;
    case 'failed':
      return state.status === 'sending' ? (event.errorKey ? { status: 'form', errorKey: event.errorKey } : { status: 'form' }) : state;
  }
}
