/**
 * The sign-up's states (customer-area §4: "form, loading, then the backend-rendered body or an
 * error list"). The error list (result.render.errors, §8: under cannot_signup) and a failed call
 * (errorKey) both return to the form with everything typed kept.
 */
export type TSignupState =
  | { status: 'form'; renderErrors?: string[]; errorKey?: string }
  | { status: 'sending' }
  | { status: 'done'; body: string };

export type TSignupEvent =
  | { type: 'send' }
  | { type: 'answered'; errors?: string[] | undefined; body?: string | undefined }
  | { type: 'failed'; errorKey?: string };

export const INITIAL_SIGNUP_STATE: TSignupState = { status: 'form' };

export function signupReducer(state: TSignupState, event: TSignupEvent): TSignupState {
  switch (event.type) {
    case 'send':
      return state.status === 'form' ? { status: 'sending' } : state;
    case 'answered': {
      if (state.status !== 'sending') return state;
      if (event.errors && event.errors.length > 0) return { status: 'form', renderErrors: event.errors };
      if (event.body !== undefined) return { status: 'done', body: event.body };
      // Neither: an answer we cannot show, said as a failure rather than a blank page.
      return { status: 'form', errorKey: 'message_cant_do_operation' };
    }
    case 'failed':
      return state.status === 'sending' ? (event.errorKey ? { status: 'form', errorKey: event.errorKey } : { status: 'form' }) : state;
  }
}

/** The confirmation is plain text: paragraphs split on blank lines, rendered as text. */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
