import {
  buildPath,
  type TFeatureFlags,
  type TLanguage,
  type TRouteName,
  type TRouteParams,
  type TSettings,
  translatePath,
} from '@portal/domain';
import { buildLoginRedirectSearch, parseLoginRedirect } from './login-redirect.ts';
import { isRouteMounted } from './mounted-routes.ts';
import { afterLoginTarget, homeTarget } from './navigation-targets.ts';
import { routeRule } from './route-rules.ts';

export type TRouteDecision = { kind: 'render' } | { kind: 'loading' } | { kind: 'notFound' } | { kind: 'redirect'; to: string };

export interface TSessionView {
  isAuthenticated: boolean;
  isAuthenticating: boolean;
  /** Where a sign-in or sign-out in progress is taking the user (see TAuthState.landing). */
  landing?: string | null;
}

export interface TRouteAccessInput {
  name: TRouteName;
  pathname: string;
  /** '?a=1' or ''. */
  search: string;
  params: TRouteParams;
  language: TLanguage;
  session: TSessionView;
  settings: TSettings;
  /** The server flags, undefined while not loaded (visitor-and-shell §4.6: a flag's gate stays open). */
  flags?: TFeatureFlags;
  /** Whether the route's page is built; tests inject it to decide routes whose page is still to come. */
  mounted?: (name: TRouteName) => boolean;
}

const RENDER: TRouteDecision = { kind: 'render' };
const LOADING: TRouteDecision = { kind: 'loading' };
const NOT_FOUND: TRouteDecision = { kind: 'notFound' };
const redirect = (to: string): TRouteDecision => ({ kind: 'redirect', to });

/** Where a signed-in user goes from a public page: the redirect it carries, else the homepage. */
function publicRouteTarget(input: TRouteAccessInput): string {
  const carried = parseLoginRedirect(input.search);
  return afterLoginTarget({
    language: input.language,
    settings: input.settings,
    changePassword: false,
    newCustomer: false,
    redirectPath: carried?.redirectPath ?? null,
    redirectParams: carried?.redirectParams,
    redirectQuery: carried?.redirectQuery,
  });
}

export interface THomeInput {
  language: TLanguage;
  session: TSessionView;
  settings: TSettings;
}

/**
 * Home by configured type (visitor-and-shell §2.2). 'dashboard' (the default) waits for
 * authentication, then shows a customer the signed-in overview (render: home-page.tsx loads it;
 * docs/overview.md), and sends a visitor to sign in, after which they land on the homepage (/ by
 * default). Every other type redirects to the homepage. Tab groups are not built yet, so
 * 'tabGroups' redirects as well.
 */
export function decideHome({ language, settings, session }: THomeInput): TRouteDecision {
  if (settings.home.type !== 'dashboard') return redirect(homeTarget(language, settings));
  if (session.isAuthenticating) return LOADING;
  return session.isAuthenticated ? RENDER : redirect(buildPath('login', language));
}

/**
 * What a route shows (visitor-and-shell §2.1 and §4.1): first the redirect to the current
 * language's path, then 404 for an unmounted route or one whose gate is closed (shell/gates.ts),
 * then its protection.
 * While the session is starting, nothing protected is shown.
 */
export function decideRouteAccess(input: TRouteAccessInput): TRouteDecision {
  const translated = translatePath(input.pathname, input.language);
  if (translated) return redirect(translated + input.search);
  if (!(input.mounted ?? isRouteMounted)(input.name)) return NOT_FOUND;
  const rule = routeRule(input.name, input.settings, input.flags);
  if (!rule.enabled) return NOT_FOUND;
  const { isAuthenticated, isAuthenticating } = input.session;
  switch (rule.level) {
    case 'unprotected':
      return RENDER;
    case 'home':
      // The home page applies decideHome itself.
      return RENDER;
    case 'private':
      if (isAuthenticating) return LOADING;
      if (!isAuthenticated) {
        return redirect(
          input.session.landing ?? buildPath('login', input.language) + buildLoginRedirectSearch(input.name, input.params, input.search),
        );
      }
      return RENDER;
    case 'public':
      if (isAuthenticating) return LOADING;
      return isAuthenticated ? redirect(input.session.landing ?? publicRouteTarget(input)) : RENDER;
  }
}
