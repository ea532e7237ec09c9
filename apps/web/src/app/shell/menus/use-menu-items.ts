import { useDynamicRoutes } from '../../../features/dynamic-pages/index.ts';
import { useFlags } from '../../../shared/gates/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteOpen } from '../../../shared/routing/route-open.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { buildMenu, menuNeedsFlags, menuSession, type TMenuItem } from './menu-items.ts';

const NO_ROUTES: never[] = [];

export function useMenuItems(): TMenuItem[] {
  const language = useLanguage();
  const settings = useSettings();
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  const isAuthenticating = useAuth((s) => s.isAuthenticating);
  const newCustomer = useAuth((s) => s.newCustomer);
  const session = menuSession({ isAuthenticated, isAuthenticating, newCustomer });
  // The flags only when an entry of this menu depends on one (visitor-and-shell §4.6).
  const flags = useFlags(menuNeedsFlags(session, { settings }));
  // The server's pages are asked for only where the dynamic page route is open.
  const routes = useDynamicRoutes(session === 'private' && isRouteOpen('dynamicPage', settings));
  return buildMenu(session, { language, settings, flags, dynamicRoutes: routes.data ?? NO_ROUTES });
}
