import { ROUTES, type TRouteName, type TRouteParams } from '@portal/domain';

export const REDIRECT_PATH_PARAM = 'redirectPath';

const isRouteName = (value: string | null): value is TRouteName => value !== null && Object.hasOwn(ROUTES, value);

/** Names of a route's path params, e.g. ['routePath', 'pageId']. */
export function routeParamNames(name: TRouteName): string[] {
  return [...ROUTES[name].paths['en-US'].matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
}

/**
 * The query a private route sends to login (visitor-and-shell §2.1): redirectPath (the route
 * name), then its path params, then its own query params.
 */
export function buildLoginRedirectSearch(name: TRouteName, params: TRouteParams, search: string): string {
  const query = new URLSearchParams();
  query.set(REDIRECT_PATH_PARAM, name);
  for (const key of routeParamNames(name)) {
    const value = params[key];
    if (value !== undefined) query.set(key, value);
  }
  for (const [key, value] of new URLSearchParams(search)) {
    if (key !== REDIRECT_PATH_PARAM && !query.has(key)) query.append(key, value);
  }
  return `?${query.toString()}`;
}

export interface TLoginRedirect {
  redirectPath: TRouteName;
  redirectParams: TRouteParams;
  /** '?a=1' or ''. */
  redirectQuery: string;
}

/** Reads what buildLoginRedirectSearch wrote; undefined when the address carries no redirect. */
export function parseLoginRedirect(search: string): TLoginRedirect | undefined {
  const query = new URLSearchParams(search);
  const name = query.get(REDIRECT_PATH_PARAM);
  if (!isRouteName(name)) return undefined;
  query.delete(REDIRECT_PATH_PARAM);
  const redirectParams: TRouteParams = {};
  for (const key of routeParamNames(name)) {
    const value = query.get(key);
    if (value !== null) redirectParams[key] = value;
    query.delete(key);
  }
  const rest = query.toString();
  return { redirectPath: name, redirectParams, redirectQuery: rest ? `?${rest}` : '' };
}
