import { ROUTES, type TRouteName, type TSettings } from '@portal/domain';

export type TGuardLevel = 'private' | 'public' | 'unprotected' | 'home';

export interface TRouteRule {
  level: TGuardLevel;
  /** False when the deployment switched the route off: the path answers 404. */
  enabled: boolean;
}

type TRuleSettings = Pick<TSettings, 'features' | 'contractation' | 'comparator' | 'powerCalculator' | 'newsletter'>;

function contractingRule(settings: TRuleSettings, type: 'electricity' | 'gas' | 'dual'): TRouteRule {
  return { level: settings.contractation.authenticate ? 'private' : 'unprotected', enabled: settings.contractation[type].enabled };
}

/**
 * Protection and availability of a route under the current settings (visitor-and-shell
 * §2.1). The domain's table gives the default level; the settings change a few.
 */
export function routeRule(name: TRouteName, settings: TRuleSettings): TRouteRule {
  const { features } = settings;
  const level: TGuardLevel = ROUTES[name].protection;
  switch (name) {
    // Login is public; with single sign-on it is unprotected when the default login is also allowed.
    case 'login':
      return { level: features.oidc && features.allowDefaultLogin ? 'unprotected' : 'public', enabled: true };
    case 'register':
    case 'activation':
      return { level, enabled: features.signup };
    case 'contact':
      return { level, enabled: features.unsignedContact };
    case 'customerService':
      return { level, enabled: features.contact };
    case 'dynamicPage':
      return { level, enabled: features.enableServerElements };
    case 'electricityContracting':
      return contractingRule(settings, 'electricity');
    case 'gasContracting':
      return contractingRule(settings, 'gas');
    case 'dualContracting':
      return contractingRule(settings, 'dual');
    case 'powerCalculator':
      return { level, enabled: settings.powerCalculator.enabled };
    case 'comparator':
      return { level, enabled: settings.comparator.enabled };
    case 'gasComparator':
      return { level, enabled: settings.comparator.enabled && features.displayTypes.includes('gas') };
    case 'newsletter':
      return { level, enabled: settings.newsletter.enabled };
    default:
      return { level, enabled: true };
  }
}
