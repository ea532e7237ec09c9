import { needsFlags, routeGate, type TFeatureFlags, type TGateSettings, type TRouteName } from '@portal/domain';
import { isRouteMounted } from './mounted-routes.ts';
import { routeRule } from './route-rules.ts';

export type TMounted = (route: TRouteName) => boolean;

/**
 * Whether a link, menu entry or button may lead to the route: its page is mounted and its gate
 * is open. Every link to a gated route asks this, so it disappears exactly when the route
 * would answer 404. `mounted` is injectable so tests can treat pages still to come as built.
 */
export function isRouteOpen(
  route: TRouteName,
  settings: TGateSettings,
  flags?: TFeatureFlags,
  mounted: TMounted = isRouteMounted,
): boolean {
  return mounted(route) && routeRule(route, settings, flags).enabled;
}

/**
 * Whether deciding the route needs the server flags: mounted, gated by a flag, and not already
 * closed by the settings. Only then are the flags fetched (never for the login page).
 */
export function routeNeedsFlags(route: TRouteName, settings: TGateSettings, mounted: TMounted = isRouteMounted): boolean {
  const gate = routeGate(route);
  return gate !== undefined && mounted(route) && needsFlags(gate, settings);
}
