import { buildPath, type THtmlRoute, type TLanguage, type TRouteName, type TSettings } from '@portal/domain';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { routeRule } from '../../../shared/routing/route-rules.ts';

/** Menus differ by session (visitor-and-shell §1, §6). 'pending' while the session starts: no entries yet. */
export type TMenuSession = 'pending' | 'public' | 'private' | 'newCustomer';

export interface TMenuItem {
  id: string;
  /** Catalogue key, or a label from the server (dynamic routes). */
  labelKey?: string;
  label?: string;
  description?: string;
  to?: string;
  action?: 'logout';
}

export function menuSession(auth: { isAuthenticated: boolean; isAuthenticating: boolean; newCustomer: boolean }): TMenuSession {
  if (auth.isAuthenticating) return 'pending';
  if (!auth.isAuthenticated) return 'public';
  return auth.newCustomer ? 'newCustomer' : 'private';
}

const CONTRACTING: Array<[type: 'electricity' | 'gas' | 'dual', route: TRouteName, labelKey: string]> = [
  ['electricity', 'electricityContracting', 'menu_new_contract_electricity'],
  ['gas', 'gasContracting', 'menu_new_contract_gas'],
  ['dual', 'dualContracting', 'menu_new_contract_dual'],
];

/** The new-contract menu: enabled contracting types whose page is mounted (none yet). */
function contractingItems(language: TLanguage, settings: TSettings): TMenuItem[] {
  return CONTRACTING.filter(([, route]) => isRouteMounted(route) && routeRule(route, settings).enabled).map(([type, route, labelKey]) => ({
    id: `new-contract-${type}`,
    labelKey,
    to: buildPath(route, language),
  }));
}

/** One contract list entry per display type that is a contract type (multipoint is for invoices only). */
const CONTRACT_LISTS: Array<[type: 'electricity' | 'gas', labelKey: string]> = [
  ['electricity', 'menu_contracts_electricity'],
  ['gas', 'menu_contracts_gas'],
];

function contractListItems(language: TLanguage, settings: TSettings): TMenuItem[] {
  if (!isRouteMounted('contracts')) return [];
  return CONTRACT_LISTS.filter(([type]) => settings.features.displayTypes.includes(type)).map(([type, labelKey]) => ({
    id: `contracts-${type}`,
    labelKey,
    to: buildPath('contracts', language, { contractType: type }),
  }));
}

function routeItem(route: TRouteName, labelKey: string, language: TLanguage): TMenuItem[] {
  return isRouteMounted(route) ? [{ id: route, labelKey, to: buildPath(route, language) }] : [];
}

export interface TMenuContext {
  language: TLanguage;
  settings: TSettings;
  dynamicRoutes: readonly THtmlRoute[];
}

/**
 * Entries of the side and top menus: signed-in customers get their pages, the server's
 * dynamic pages and logout; a new customer only the new-contract menu; visitors login and
 * whatever contracting is open to them.
 */
export function buildMenu(session: TMenuSession, { language, settings, dynamicRoutes }: TMenuContext): TMenuItem[] {
  switch (session) {
    case 'pending':
      return [];
    case 'newCustomer':
      return contractingItems(language, settings);
    case 'public':
      return [...routeItem('login', 'menu_login', language), ...contractingItems(language, settings)];
    case 'private': {
      const dynamic =
        settings.features.enableServerElements && isRouteMounted('dynamicPage')
          ? dynamicRoutes.map((route) => ({
              id: `dynamic-${route.id}`,
              label: route.btn_title,
              description: route.btn_description,
              to: buildPath('dynamicPage', language, { routePath: route.route_path, pageId: String(route.id) }),
            }))
          : [];
      return [
        ...routeItem('invoices', 'menu_invoices', language),
        ...contractListItems(language, settings),
        ...routeItem('profile', 'menu_profile', language),
        ...routeItem('changePassword', 'menu_change_password', language),
        ...dynamic,
        ...contractingItems(language, settings),
        { id: 'logout', labelKey: 'logout', action: 'logout' },
      ];
    }
  }
}
