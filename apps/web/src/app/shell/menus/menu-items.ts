import {
  buildPath,
  headerLinksOf,
  isShellGateOpen,
  labelIn,
  needsFlags,
  SHELL_GATES,
  type TFeatureFlags,
  type THtmlRoute,
  type TLanguage,
  type TRouteName,
  type TRouteParams,
  type TSettings,
  type TShellGateName,
} from '@portal/domain';
import { isRouteMounted } from '../../../shared/routing/mounted-routes.ts';
import { isRouteOpen, routeNeedsFlags, type TMounted } from '../../../shared/routing/route-open.ts';

/** Menus differ by session (visitor-and-shell §1, §6). 'pending' while the session starts: no entries yet. */
export type TMenuSession = 'pending' | 'public' | 'private' | 'newCustomer';

export interface TMenuItem {
  id: string;
  /** Catalogue key, or a label from the server (dynamic routes). */
  labelKey?: string;
  label?: string;
  description?: string;
  to?: string;
  /** A page of the retailer's own site (header.links): a plain link, not a route of the portal. */
  href?: string;
  action?: 'logout';
}

export function menuSession(auth: { isAuthenticated: boolean; isAuthenticating: boolean; newCustomer: boolean }): TMenuSession {
  if (auth.isAuthenticating) return 'pending';
  if (!auth.isAuthenticated) return 'public';
  return auth.newCustomer ? 'newCustomer' : 'private';
}

/**
 * A menu entry leads to a route: it shows when the route is open (page mounted, route gate
 * open: the same rule that answers 404) and, for entries with one, the menu's own gate too.
 */
interface TEntry {
  id: string;
  route: TRouteName;
  labelKey: string;
  params?: TRouteParams;
  /** A condition of the entry beyond the route's (visitor-and-shell §2.1: the claims menu entry). */
  gate?: TShellGateName;
}

/** An entry named after its route and labelled menu_<route in snake case> (changePassword → menu_change_password). */
const entry = (route: TRouteName, gate?: TShellGateName): TEntry => ({
  id: route,
  route,
  labelKey: `menu_${route.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
  gate,
});

const CONTRACTING: readonly TEntry[] = (['electricity', 'gas', 'dual'] as const).map((type) => ({
  id: `new-contract-${type}`,
  route: `${type}Contracting`,
  labelKey: `menu_new_contract_${type}`,
}));

// With contractation.authenticate the wizards are private: visitors are not offered them (§6).
const VISITOR_CONTRACTING = CONTRACTING.map((e) => ({ ...e, gate: 'contractingForVisitors' as const }));

/** One contract list per display type that is a contract type (multipoint is for invoices only). */
const CONTRACT_LISTS: readonly TEntry[] = (['electricity', 'gas'] as const).map((type) => ({
  id: `contracts-${type}`,
  route: 'contracts',
  params: { contractType: type },
  labelKey: `menu_contracts_${type}`,
  gate: `${type}Displayed`,
}));

const PRIVATE: readonly TEntry[] = [
  entry('invoices'),
  ...CONTRACT_LISTS,
  entry('customerService'),
  // The claims page has no condition, its menu entry has (visitor-and-shell §2.1).
  entry('claims', 'claimsMenu'),
  // The requests mailbox: every case of the customer.
  entry('requests'),
  entry('profile'),
  entry('changePassword'),
];

/**
 * A customer with no contracts yet where no contracting wizard is open: the welcome page and what
 * works without a contract. Never an empty menu.
 */
const NEW_CUSTOMER: readonly TEntry[] = [entry('welcome'), entry('profile'), entry('changePassword'), entry('customerService')];

/**
 * The visitors' pages (visitor-and-shell §1, §6): the comparators, the power calculator, the
 * newsletter and the unsigned contact form. Each shows where its route is open, the same rule that
 * answers 404: its configuration on (comparator.enabled, gas a display type, powerCalculator.enabled,
 * newsletter.enabled, features.unsignedContact) and its page mounted, so a page still to come
 * brings its entry by itself. Their labels are in shared.json, which the side menu
 * fetches (side-menu-drawer.tsx): the login page does not carry them.
 */
const VISITOR_PAGES: readonly TEntry[] = [
  entry('comparator'),
  entry('gasComparator'),
  entry('powerCalculator'),
  entry('newsletter'),
  entry('contact'),
];

const PUBLIC: readonly TEntry[] = [entry('login'), ...VISITOR_CONTRACTING, ...VISITOR_PAGES];

/** The fixed entries of each session's menu (the private one adds the server's dynamic pages). */
function entriesOf(session: TMenuSession): readonly TEntry[] {
  switch (session) {
    case 'pending':
      return [];
    case 'newCustomer':
      return [...CONTRACTING, ...NEW_CUSTOMER];
    case 'public':
      return PUBLIC;
    case 'private':
      return [...PRIVATE, ...CONTRACTING];
  }
}

export interface TMenuContext {
  language: TLanguage;
  settings: TSettings;
  dynamicRoutes: readonly THtmlRoute[];
  /** The server flags, undefined while not loaded (visitor-and-shell §4.6). */
  flags?: TFeatureFlags;
  /** Whether a route's page is built; tests inject it for pages still to come. */
  mounted?: TMounted;
}

function shown(entry: TEntry, { settings, flags, mounted = isRouteMounted }: TMenuContext): boolean {
  return isRouteOpen(entry.route, settings, flags, mounted) && (entry.gate === undefined || isShellGateOpen(entry.gate, settings, flags));
}

const item = (entry: TEntry, language: TLanguage): TMenuItem => ({
  id: entry.id,
  labelKey: entry.labelKey,
  to: buildPath(entry.route, language, entry.params),
});

/** Whether the session's menu has an entry that only the server flags could still close: then they are fetched. */
export function menuNeedsFlags(session: TMenuSession, { settings, mounted = isRouteMounted }: Pick<TMenuContext, 'settings' | 'mounted'>) {
  return entriesOf(session).some(
    (entry) =>
      routeNeedsFlags(entry.route, settings, mounted) ||
      (entry.gate !== undefined && mounted(entry.route) && needsFlags(SHELL_GATES[entry.gate], settings)),
  );
}

const LOGOUT: TMenuItem = { id: 'logout', labelKey: 'logout', action: 'logout' };

/** The retailer's own site (header.links, docs/home.md), in every session's menu once it has started. */
function headerLinks(session: TMenuSession, { settings, language }: TMenuContext): TMenuItem[] {
  if (session === 'pending') return [];
  return headerLinksOf((settings as { header?: unknown }).header).map((link, index) => ({
    id: `header-link-${index}`,
    label: labelIn(link.label, language),
    href: link.url,
  }));
}

/**
 * Entries of the side and top menus: signed-in customers get their pages, the server's
 * dynamic pages and logout; a new customer only the new-contract entries (or, where no wizard is
 * open, the welcome page, profile, password and contact) and logout; visitors login, whatever contracting is open to them and
 * the visitors' pages. Every entry obeys its gates; the retailer's header links come before logout.
 */
export function buildMenu(session: TMenuSession, context: TMenuContext): TMenuItem[] {
  const { language, settings, flags, mounted = isRouteMounted, dynamicRoutes } = context;
  const entries = (list: readonly TEntry[]) => list.filter((entry) => shown(entry, context)).map((entry) => item(entry, language));
  const links = headerLinks(session, context);
  if (session === 'newCustomer') {
    // Only the new-contract menu (visitor-and-shell §1, §6); where no wizard is open, what works without a contract.
    const contracting = entries(CONTRACTING);
    return [...(contracting.length > 0 ? contracting : entries(NEW_CUSTOMER)), ...links, LOGOUT];
  }
  if (session !== 'private') return [...entries(entriesOf(session)), ...links];
  const dynamic = isRouteOpen('dynamicPage', settings, flags, mounted)
    ? dynamicRoutes.map((route) => ({
        id: `dynamic-${route.id}`,
        label: route.btn_title,
        description: route.btn_description,
        to: buildPath('dynamicPage', language, { routePath: route.route_path, pageId: String(route.id) }),
      }))
    : [];
  return [...entries(PRIVATE), ...dynamic, ...entries(CONTRACTING), ...links, LOGOUT];
}
