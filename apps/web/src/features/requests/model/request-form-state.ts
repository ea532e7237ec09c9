/**
 * The states of the mailbox's forms (customer-area §4: FORM, SENDING, SENT). A failure returns
 * to FORM with everything typed kept (the values live in the form, not here) and a message
 * saying why. A reply's form stays usable once SENT: the next reply sends from there.
 */
export type TRequestFormState = { status: 'form'; errorKey?: string } | { status: 'sending' } | { status: 'sent'; number?: string };

export type TRequestFormEvent =
  | { type: 'send' }
  | { type: 'sent'; number?: string }
  | { type: 'failed'; errorKey?: string }
  | { type: 'again' };

export const INITIAL_REQUEST_FORM: TRequestFormState = { status: 'form' };

export function requestFormReducer(state: TRequestFormState, event: TRequestFormEvent): TRequestFormState {
  switch (event.type) {
    case 'send':
      return state.status === 'sending' ? state : { status: 'sending' };
    case 'sent':
      if (state.status !== 'sending') return state;
      return event.number === undefined ? { status: 'sent' } : { status: 'sent', number: event.number };
    case 'failed':
      return state.status === 'sending' ? (event.errorKey ? { status: 'form', errorKey: event.errorKey } : { status: 'form' }) : state;
    case 'again':
      return INITIAL_REQUEST_FORM;
  }
}
