import { isOpen, isShellGateOpen, ROUTES, routeGate, type TFeatureFlags, type TGateSettings, type TRouteName } from '@portal/domain';

export type TGuardLevel = 'private' | 'public' | 'unprotected' | 'home';

export interface TRouteRule {
  level: TGuardLevel;
  /** False when the route's gate is closed (visitor-and-shell §2.1, Condition): the path answers 404. */
  enabled: boolean;
}

const CONTRACTING: readonly TRouteName[] = ['electricityContracting', 'gasContracting', 'dualContracting'];

/**
 * Protection and availability of a route under the current settings and server flags
 * (visitor-and-shell §2.1). The domain's route table gives the default level and its gate
 * table (shell/gates.ts) the condition; flags not loaded yet leave a flag's gate open (§4.6).
 */
export function routeRule(name: TRouteName, settings: TGateSettings, flags?: TFeatureFlags): TRouteRule {
  const gate = routeGate(name);
  const enabled = gate === undefined || isOpen(gate, settings, flags);
  // Login is public; with single sign-on it is unprotected when the default login is also allowed.
  if (name === 'login') return { level: settings.features.oidc && settings.features.allowDefaultLogin ? 'unprotected' : 'public', enabled };
  // The wizards are private with contractation.authenticate, otherwise unprotected.
  if (CONTRACTING.includes(name))
    return { level: isShellGateOpen('contractingForVisitors', settings) ? 'unprotected' : 'private', enabled };
  return { level: ROUTES[name].protection, enabled };
}
