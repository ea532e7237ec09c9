import type { TLanguage, TLoginResponse, TSettings } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { profileQuery } from '../../../shared/profile/index.ts';
import type { TLoginRedirect } from '../../../shared/routing/login-redirect.ts';
import { afterLoginTarget, navigableSettings } from '../../../shared/routing/navigation-targets.ts';
import { decodeTokenClaims } from '../../../shared/session/token-claims.ts';
import { setToken } from '../../../shared/session/token-store.ts';

// The login call's contract rides in this module's chunk, which loads when the form is sent (api/login.ts).
export { loginEndpoint } from '@portal/domain';

export interface TCompletedLogin {
  /** Where to go (customer-area §2: change-password first, new customer, redirect, homepage). */
  target: string;
  session: { loginType: 'credentials'; readonly: boolean; newCustomer: boolean };
}

/**
 * After POST /user/login answered (checked by its contract): keep the token, learn from the
 * profile whether this is a new customer, and work out where to go. The caller signs in and
 * navigates in one step. Loaded after the first submit, so the login page itself stays small.
 */
export async function completeCredentialsLogin(
  answer: TLoginResponse,
  context: { language: TLanguage; settings: TSettings; queryClient: QueryClient; redirect?: TLoginRedirect; promocode?: string | null },
): Promise<TCompletedLogin> {
  setToken(answer.token);
  const claims = decodeTokenClaims(answer.token);
  let newCustomer = false;
  try {
    newCustomer = (await context.queryClient.fetchQuery(profileQuery)).new_customer;
  } catch {
    // Without the profile the user is taken for an existing customer; the menus correct it later.
  }
  // Signing in from the home route carries the homepage itself as the redirect; a new customer
  // has nothing on its lists and lands on the welcome page instead (afterLoginPath without it),
  // as from the home route signed in. Decided here, in the part loaded once the form is sent,
  // so the login page's script does not grow.
  const fromHome = context.redirect?.redirectPath === navigableSettings(context.settings).homepage && !context.redirect.redirectQuery;
  const target = afterLoginTarget({
    language: context.language,
    settings: context.settings,
    changePassword: answer.change_password,
    newCustomer,
    promocode: context.promocode ?? null,
    ...(newCustomer && fromHome ? {} : context.redirect),
  });
  return { target, session: { loginType: 'credentials', readonly: claims?.readonly ?? false, newCustomer } };
}
