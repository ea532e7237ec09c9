import { ROUTES, type TRouteName } from '@portal/domain';

/**
 * Routes of the route table (packages/domain) whose page is not built yet: the router mounts a
 * page for every other route, and app/router/pages.ts must give each one a page (its type requires
 * exactly those). A route named here answers 404, and no link, menu entry or redirect may lead to
 * it: features ask isRouteMounted first. Every route of the spec has its page today; the list is
 * the place for a route added to the table before its page (the login page then ships its name,
 * not the name of every page that exists).
 */
const NOT_MOUNTED = [] as const satisfies readonly TRouteName[];

export type TMountedRoute = Exclude<TRouteName, (typeof NOT_MOUNTED)[number]>;

export function isRouteMounted(name: string | undefined | null): name is TMountedRoute {
  return name != null && Object.hasOwn(ROUTES, name) && !(NOT_MOUNTED as readonly string[]).includes(name);
}

/** Every mounted route, in the route table's order. */
export const MOUNTED_ROUTES: readonly TMountedRoute[] = (Object.keys(ROUTES) as TRouteName[]).filter(isRouteMounted);
