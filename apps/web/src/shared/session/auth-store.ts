import type { TLoginFailure, TLoginKind } from '@portal/domain';
import { createStore, useStore } from '../store/create-store.ts';

/**
 * Where a failed login shows: on the login form (wrong credentials, too many attempts), as a
 * notice on the login page (session expired), or as a full error page with the status
 * (visitor-and-shell §2.10).
 */
export type TStatusType = 'form' | 'notice' | 'page';

/** The auth state of the spec (customer-area §3, visitor-and-shell §3.10), plus the token's read-only flag. */
export interface TAuthState {
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  newCustomer: boolean;
  /** The token is an impersonation token: edits are disabled. */
  readonly: boolean;
  loginType: TLoginKind | null;
  statusCode: number | null;
  statusType: TStatusType | null;
  /** Catalogue key of the status message. */
  messageKey: string | null;
  /**
   * Where a sign-in or sign-out is taking the user. The flow navigates there itself, but the
   * route guards react to the session change too, and React Router applies navigation as a
   * transition while this store updates synchronously: the guard can run first. Guards honour
   * the landing, so whichever runs first the user ends up in the same place.
   */
  landing: string | null;
}

/** The app starts authenticating: nothing protected shows until the session start decides. */
export const INITIAL_AUTH_STATE: TAuthState = {
  isAuthenticated: false,
  isAuthenticating: true,
  newCustomer: false,
  readonly: false,
  loginType: null,
  statusCode: null,
  statusType: null,
  messageKey: null,
  landing: null,
};

export const authStore = createStore<TAuthState>(INITIAL_AUTH_STATE);

const NO_STATUS = { statusCode: null, statusType: null, messageKey: null } as const;

const SIGNED_OUT = { isAuthenticated: false, isAuthenticating: false, newCustomer: false, readonly: false, loginType: null } as const;

export const authActions = {
  authenticating: () => authStore.setState({ isAuthenticating: true }),
  signedIn: (session: { loginType: TLoginKind; readonly: boolean; newCustomer: boolean; landing?: string }) =>
    authStore.setState({ ...session, landing: session.landing ?? null, isAuthenticated: true, isAuthenticating: false, ...NO_STATUS }),
  signedOut: (landing: string | null = null) => authStore.setState({ ...SIGNED_OUT, ...NO_STATUS, landing }),
  /** A failed login or session start: signed out, with the status where it shows. */
  failed: (failure: TLoginFailure, statusType: TStatusType, landing: string | null = null) =>
    authStore.setState({ ...SIGNED_OUT, statusCode: failure.statusCode, statusType, messageKey: failure.messageKey, landing }),
  clearStatus: () => authStore.setState(NO_STATUS),
  /** The landing was reached (or left behind): guards decide on their own again. */
  clearLanding: () => {
    if (authStore.getState().landing !== null) authStore.setState({ landing: null });
  },
  setNewCustomer: (newCustomer: boolean) => authStore.setState({ newCustomer }),
};

export const useAuth = <T>(selector: (state: TAuthState) => T): T => useStore(authStore, selector);
