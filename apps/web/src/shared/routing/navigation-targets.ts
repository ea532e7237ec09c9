import {
  afterLoginPath,
  buildPath,
  firstContractingRoute,
  homepagePath,
  ROUTES,
  type TAfterLoginInput,
  type TLanguage,
  type TRouteName,
  type TSettings,
} from '@portal/domain';
import { routeParamNames } from './login-redirect.ts';
import { isRouteMounted } from './mounted-routes.ts';

type TNavigationSettings = Pick<TSettings, 'homepage' | 'contractation'> & { home?: Pick<TSettings['home'], 'type'> };

const CONTRACTING_ROUTES = { electricity: 'electricityContracting', gas: 'gasContracting', dual: 'dualContracting' } as const;

/**
 * Where the portal goes when the configured homepage has no page (a route of a feature not
 * built yet): the profile, the one private page every customer has. The default homepage,
 * home (the overview), is mounted.
 */
export const FALLBACK_HOMEPAGE: TRouteName = 'profile';

/**
 * The route the homepage setting names, read as the domain's homepagePath reads it. The home
 * route itself (the default) is a page only for the dashboard type, the signed-in overview;
 * for any other type / redirects to the homepage, so it means the invoices.
 */
function homepageRoute(homepage: string, homeType = 'dashboard'): TRouteName {
  if (
    Object.hasOwn(ROUTES, homepage) &&
    (homepage !== 'home' || homeType === 'dashboard') &&
    routeParamNames(homepage as TRouteName).length === 0
  )
    return homepage as TRouteName;
  return 'invoices';
}

/**
 * The settings as far as navigation can honour them: a route is only navigable if its page is
 * mounted. A contracting type whose page is not mounted counts as disabled, and a homepage
 * whose page is not mounted becomes FALLBACK_HOMEPAGE. The domain's rules then run unchanged.
 */
export function navigableSettings<S extends TNavigationSettings>(settings: S): S {
  const contractation = { ...settings.contractation };
  for (const [type, route] of Object.entries(CONTRACTING_ROUTES) as Array<[keyof typeof CONTRACTING_ROUTES, TRouteName]>) {
    contractation[type] = { ...contractation[type], enabled: contractation[type].enabled && isRouteMounted(route) };
  }
  const homepage = homepageRoute(settings.homepage, settings.home?.type);
  return { ...settings, contractation, homepage: isRouteMounted(homepage) ? homepage : FALLBACK_HOMEPAGE };
}

/** The configured homepage as a path, or the fallback when its page is not mounted. */
export function homeTarget(language: TLanguage, settings: TNavigationSettings): string {
  return homepagePath(language, navigableSettings(settings).homepage);
}

/** afterLoginPath of the domain, restricted to mounted routes. */
export function afterLoginTarget(input: TAfterLoginInput): string {
  return afterLoginPath({
    ...input,
    settings: navigableSettings(input.settings),
    redirectPath: isRouteMounted(input.redirectPath) ? input.redirectPath : null,
  });
}

/** First enabled contracting page (client-id login, new customers), or home when none is mounted. */
export function firstContractingTarget(language: TLanguage, settings: TNavigationSettings): string {
  const route = firstContractingRoute(navigableSettings(settings));
  return buildPath(route ?? 'home', language);
}
