import type { TLoginFailure, TLoginKind } from '@portal/domain';
import { createStore, useStore } from '../../../shared/store/create-store.ts';

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
};

export const authStore = createStore<TAuthState>(INITIAL_AUTH_STATE);

const NO_STATUS = { statusCode: null, statusType: null, messageKey: null } as const;

export const authActions = {
  authenticating: () => authStore.setState({ isAuthenticating: true }),
  signedIn: (session: { loginType: TLoginKind; readonly: boolean; newCustomer: boolean }) =>
    authStore.setState({ ...session, isAuthenticated: true, isAuthenticating: false, ...NO_STATUS }),
  signedOut: () =>
    authStore.setState({
      isAuthenticated: false,
      isAuthenticating: false,
      newCustomer: false,
      readonly: false,
      loginType: null,
      ...NO_STATUS,
    }),
  /** A failed login or session start: signed out, with the status where it shows. */
  failed: (failure: TLoginFailure, statusType: TStatusType) =>
    authStore.setState({
      isAuthenticated: false,
      isAuthenticating: false,
      newCustomer: false,
      readonly: false,
      loginType: null,
      statusCode: failure.statusCode,
      statusType,
      messageKey: failure.messageKey,
    }),
  clearStatus: () => authStore.setState(NO_STATUS),
  setNewCustomer: (newCustomer: boolean) => authStore.setState({ newCustomer }),
};

export const useAuth = <T>(selector: (state: TAuthState) => T): T => useStore(authStore, selector);
