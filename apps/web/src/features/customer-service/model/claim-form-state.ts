/**
 * The ATC form's states (customer-area §4: FORM, SENDING, SENT). A failure returns to FORM with
 * everything typed kept (the form's values live outside this state) and, beyond the source,
 * a message saying why.
 */
export type TClaimFormState = { status: 'form'; errorKey?: string } | { status: 'sending' } | { status: 'sent'; caseNumber: string };

export type TClaimFormEvent =
  | { type: 'send' }
  | { type: 'sent'; caseNumber: string }
  | { type: 'failed'; errorKey?: string }
  | { type: 'again' };

export const INITIAL_CLAIM_FORM: TClaimFormState = { status: 'form' };

export function claimFormReducer(state: TClaimFormState, event: TClaimFormEvent): TClaimFormState {
  switch (event.type) {
    case 'send':
      return state.status === 'form' ? { status: 'sending' } : state;
    case 'sent':
      return state.status === 'sending' ? { status: 'sent', caseNumber: event.caseNumber } : state;
    case 'failed':
      return state.status === 'sending' ? (event.errorKey ? { status: 'form', errorKey: event.errorKey } : { status: 'form' }) : state;
    case 'again':
      return INITIAL_CLAIM_FORM;
  }
}
